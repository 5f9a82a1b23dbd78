import { type ImgHTMLAttributes, type SyntheticEvent, useLayoutEffect, useRef, useState } from "react";

export type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** Shown instead of `src` once it fails to load (a local illustration, so it cannot fail in turn). */
  fallbackSrc: string;
  /** Required: the same text describes the image and its fallback ("" for a decorative one). */
  alt: string;
};

/**
 * An <img> that swaps to `fallbackSrc` when its image fails to load, instead of the browser's broken-image icon
 * (issue 17, item 3). It keeps its alt text, size and classes, so nothing moves. A cached broken image may fail
 * before React listens for `error`; that one is caught on mount (`complete` with no pixels). The element carries
 * `data-fallback` while it shows the fallback.
 */
export function FallbackImage({ fallbackSrc, src, alt, onError, ...props }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // The src that failed: a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const failed = src === undefined || src === "" || failedSrc === src;

  useLayoutEffect(() => {
    const image = ref.current;
    if (failed || !image || !image.complete || image.naturalWidth > 0) return;
    // Complete with no width: broken, or an image without intrinsic size (an SVG); decoding tells them apart.
    let live = true;
    const decoded = typeof image.decode === "function" ? image.decode() : Promise.reject(new Error("no decode"));
    decoded.catch(() => {
      if (live) setFailedSrc(src);
    });
    return () => {
      live = false;
    };
  }, [failed, src]);

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (!failed) setFailedSrc(src);
    onError?.(event);
  };

  return (
    <img
      {...props}
      ref={ref}
      alt={alt}
      src={failed ? fallbackSrc : src}
      onError={handleError}
      data-fallback={failed ? "" : undefined}
    />
  );
}
