/** The pages of a PDF (Chromium's page.pdf) and each one's size in points, read from its page objects. */
export function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString("latin1");
  return [
    ...text.matchAll(/\/Type\s*\/Page\b[^]*?\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g),
  ].map((m) => ({ width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) }));
}

/** A5 in points: 148 × 210 mm (the visit summary's and the referral slip's paper). */
export const A5 = { width: (148 / 25.4) * 72, height: (210 / 25.4) * 72 };
