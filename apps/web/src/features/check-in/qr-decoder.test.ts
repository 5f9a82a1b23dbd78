import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { decodeImageData } from "./qr-decoder";
import { scannedTicketCode } from "./scanned-code";

/** A QR code of the text drawn as RGBA pixels: `scale` pixels a module, with the 4-module quiet zone around it. */
function qrPixels(text: string, scale = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const side = (modules.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && modules.get(row, col)) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, width: side, height: side };
}

describe("QR decoding", () => {
  it("reads a ticket code back from a generated QR code with jsQR", () => {
    expect(decodeImageData(qrPixels("K7QF3M9DX2ABCDE45678"))).toBe("K7QF3M9DX2ABCDE45678");
  });

  it("reads an inverted code (light on dark) only when asked to look thoroughly", () => {
    const image = qrPixels("K7QF3M9DX2ABCDE45678");
    for (let i = 0; i < image.data.length; i += 4) image.data.fill(255 - image.data[i]!, i, i + 3);
    expect(decodeImageData(image)).toBeNull();
    expect(decodeImageData(image, true)).toBe("K7QF3M9DX2ABCDE45678");
  });

  it("finds no code in a blank picture", () => {
    expect(
      decodeImageData({ data: new Uint8ClampedArray(100 * 100 * 4).fill(255), width: 100, height: 100 }),
    ).toBeNull();
  });
});

describe("scanned ticket codes", () => {
  it("normalises typed codes: dashes, spaces, lower case and look-alike letters", () => {
    expect(scannedTicketCode(" k7qf-3m9d xo1l ")).toBe("K7QF3M9DX011");
  });

  it("takes the code out of a link that carries it", () => {
    expect(scannedTicketCode("https://medcamp.example/user/tickets/r1?code=K7QF-3M9D")).toBe("K7QF3M9D");
    expect(scannedTicketCode("https://medcamp.example/t/K7QF-3M9D")).toBe("K7QF3M9D");
  });
});
