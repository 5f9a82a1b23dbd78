import fs from "node:fs";
import QRCode from "qrcode";

/** A QR code of `text` as a PNG, as a phone's photo of a printed ticket would show it. */
export const qrPng = (text: string): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 4, width: 480 });

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 15;

/**
 * Writes a short Y4M video (4:2:0, full range) of a QR code of `text` on white, for Chromium's fake camera
 * (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`, which loops it). Chromium opens
 * the file when a page starts the camera, so a test may write it after the browser started.
 */
export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const cells = modules.size + 2 * quiet;
  const scale = Math.floor((HEIGHT - 40) / cells);
  const left = Math.floor((WIDTH - cells * scale) / 2);
  const top = Math.floor((HEIGHT - cells * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const y0 = top + (row + quiet) * scale;
      const x0 = left + (col + quiet) * scale;
      for (let y = y0; y < y0 + scale; y++) luma.fill(0, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
