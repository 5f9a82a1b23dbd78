import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { renderAsync, Resvg } from "@resvg/resvg-js";
import { FALLBACK_SVG } from "./fallback-image.ts";

/** The size OpenGraph and Twitter's large card show without cropping (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** A shipped image larger than this is not drawn (the demo SVGs are about 3 KB). */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

/** The media types of shipped images the renderer can draw, by file extension. */
const MEDIA_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
};

const RENDER_OPTIONS = { font: { loadSystemFonts: false }, fitTo: { mode: "original" as const } };

export interface ShippedImage {
  data: Buffer;
  mediaType: string;
}

/**
 * The file behind a camp's site-relative image (`/images/…`, served from the web build), or undefined when the
 * image is an external URL (never fetched), outside /images, missing, too large, of a type the renderer cannot
 * draw, or an SVG it cannot read.
 */
export async function readShippedImage(webRoot: string, image: string): Promise<ShippedImage | undefined> {
  if (!image.startsWith("/images/")) return undefined;
  const imagesDir = path.resolve(webRoot, "images");
  const file = path.resolve(webRoot, `.${image}`);
  if (!file.startsWith(imagesDir + path.sep)) return undefined;
  const mediaType = MEDIA_TYPES[path.extname(file).toLowerCase()];
  if (!mediaType) return undefined;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_SOURCE_BYTES) return undefined;
    const data = await readFile(file);
    if (mediaType === "image/svg+xml") new Resvg(data, RENDER_OPTIONS); // throws on an SVG it cannot parse
    return { data, mediaType };
  } catch {
    return undefined;
  }
}

/**
 * The share picture as SVG: the camp's image covering the whole 1200×630 (centred, its overflow cut, as
 * `object-fit: cover` does), or the MedCamp fallback when there is none.
 */
export function shareImageSvg(source: ShippedImage | undefined): string {
  if (!source) return FALLBACK_SVG;
  const { width, height } = SHARE_IMAGE;
  const href = `data:${source.mediaType};base64,${source.data.toString("base64")}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#eef2ff"/>` +
    `<image href="${href}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/></svg>`
  );
}

/** Draws the SVG to PNG on libuv's thread pool, so the event loop keeps answering meanwhile. */
export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, RENDER_OPTIONS);
  return image.asPng();
}
