import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FallbackImage } from "./fallback-image";

const FALLBACK = "/fallback.svg";

describe("FallbackImage", () => {
  it("shows its own image while that one loads", () => {
    render(<FallbackImage src="https://example.org/camp.jpg" alt="Village camp" fallbackSrc={FALLBACK} />);
    const image = screen.getByRole("img", { name: "Village camp" });
    expect(image).toHaveAttribute("src", "https://example.org/camp.jpg");
    expect(image).not.toHaveAttribute("data-fallback");
  });

  it("swaps to the fallback when the image fails, keeping alt text, size and classes, and calls onError", () => {
    const onError = vi.fn();
    render(
      <FallbackImage
        src="https://example.org/missing.jpg"
        alt="Village camp"
        width={800}
        height={500}
        className="h-full w-full object-cover"
        fallbackSrc={FALLBACK}
        onError={onError}
      />,
    );
    fireEvent.error(screen.getByRole("img"));
    const image = screen.getByRole("img", { name: "Village camp" });
    expect(image).toHaveAttribute("src", FALLBACK);
    expect(image).toHaveAttribute("data-fallback");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "500");
    expect(image).toHaveClass("h-full", "w-full", "object-cover");
    expect(onError).toHaveBeenCalledTimes(1);
    // A failing fallback does not loop.
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", FALLBACK);
  });

  it("gives a new src its own chance after a failure", () => {
    const { rerender } = render(<FallbackImage src="/a.png" alt="Camp" fallbackSrc={FALLBACK} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByRole("img")).toHaveAttribute("src", FALLBACK);
    rerender(<FallbackImage src="/b.png" alt="Camp" fallbackSrc={FALLBACK} />);
    expect(screen.getByRole("img")).toHaveAttribute("src", "/b.png");
  });

  it("shows the fallback at once when there is no src", () => {
    render(<FallbackImage src="" alt="Camp" fallbackSrc={FALLBACK} />);
    expect(screen.getByRole("img", { name: "Camp" })).toHaveAttribute("src", FALLBACK);
  });

  it("catches an image that already failed before React listened (complete, no pixels)", async () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    const decode = vi.fn(() => Promise.reject(new Error("EncodingError")));
    Object.defineProperty(HTMLImageElement.prototype, "decode", { configurable: true, value: decode });
    try {
      render(<FallbackImage src="/cached-broken.png" alt="Camp" fallbackSrc={FALLBACK} />);
      expect(await screen.findByRole("img", { name: "Camp" })).toBeInTheDocument();
      await vi.waitFor(() => expect(screen.getByRole("img")).toHaveAttribute("src", FALLBACK));
      expect(decode).toHaveBeenCalled();
    } finally {
      complete.mockRestore();
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });
});
