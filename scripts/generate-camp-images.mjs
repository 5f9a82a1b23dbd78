#!/usr/bin/env node
/**
 * Generates the flat-style SVG illustrations used by the demo camps.
 * Plain Node ESM, no dependencies. Output: apps/web/public/images/camps/<slug>.svg
 *
 * Usage: node scripts/generate-camp-images.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = join(ROOT, "apps", "web", "public", "images", "camps");
const MAX_BYTES = 6 * 1024;

/** Small deterministic PRNG so the output is stable between runs. */
function rng(seedText) {
  let h = 2166136261;
  for (const ch of seedText) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

/* ---------- emblems: drawn in a 100x100 box centred on (0,0) ---------- */
const EMBLEMS = {
  heart: (c) =>
    `<path d="M0 34C-40 8-44-20-26-30-14-37-4-30 0-20 4-30 14-37 26-30 44-20 40 8 0 34Z" fill="${c.accent}"/>` +
    `<path d="M-36-2H-14L-8-14 0 12 8-6 12-2H36" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  eye: (c) =>
    `<path d="M-40 0Q0-38 40 0Q0 38-40 0Z" fill="#fff" stroke="${c.accent}" stroke-width="5"/>` +
    `<circle r="15" fill="${c.accent}"/><circle r="6" fill="#1f2937"/><circle cx="5" cy="-5" r="3" fill="#fff"/>`,
  tooth: (c) =>
    `<path d="M-26-30C-12-38-6-28 0-28S12-38 26-30C40-20 30 4 24 22 20 36 12 38 8 26L4 12C2 6-2 6-4 12L-8 26C-12 38-20 36-24 22-30 4-40-20-26-30Z" fill="#fff" stroke="${c.accent}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M-16-18Q-10-24-2-20" fill="none" stroke="${c.accent}" stroke-width="4" stroke-linecap="round"/>`,
  drop: (c) =>
    `<path d="M0-40C14-18 28-4 28 12A28 28 0 0 1-28 12C-28-4-14-18 0-40Z" fill="${c.accent}"/>` +
    `<path d="M-4 4H4V-4H12V4H20V12H12V20H4V12H-4Z" fill="#fff" transform="translate(-8 0)"/>`,
  mother: (c) =>
    `<circle cx="-8" cy="-22" r="13" fill="${c.accent}"/>` +
    `<path d="M-30 34C-30 4-20-6-8-6S14 4 14 20" fill="none" stroke="${c.accent}" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="14" cy="12" r="14" fill="${c.accent2}"/><circle cx="22" cy="-2" r="8" fill="${c.accent2}"/>`,
  balloons: (c) =>
    `<path d="M-14 12L0 40M16 8L0 40M0 -2V40" stroke="#475569" stroke-width="2" fill="none"/>` +
    `<ellipse cx="-16" cy="-8" rx="14" ry="18" fill="${c.accent}"/>` +
    `<ellipse cx="18" cy="-12" rx="14" ry="18" fill="${c.accent2}"/>` +
    `<ellipse cx="0" cy="-24" rx="14" ry="18" fill="#facc15"/>`,
  stretch: (c) =>
    `<circle cy="-30" r="9" fill="${c.accent}"/>` +
    `<path d="M-34-30L0-14 34-30M0-14V10L-18 38M0 10L18 38" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  lotus: (c) =>
    `<path d="M0 24C-14 6-14-18 0-36 14-18 14 6 0 24Z" fill="${c.accent}"/>` +
    `<path d="M0 24C-22 18-34 0-34-18-12-14 0 4 0 24ZM0 24C22 18 34 0 34-18 12-14 0 4 0 24Z" fill="${c.accent2}"/>` +
    `<path d="M-38 30Q0 22 38 30" stroke="${c.accent}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  apple: (c) =>
    `<path d="M0-16C-10-26-36-24-36 2S-16 40 0 32C16 40 36 28 36 2S10-26 0-16Z" fill="${c.accent}"/>` +
    `<path d="M0-16Q-2-30 6-38" stroke="#78350f" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M6-30Q22-40 28-26Q14-20 6-30Z" fill="${c.accent2}"/>`,
  shield: (c) =>
    `<path d="M0-38L32-26V0C32 20 18 32 0 40-18 32-32 20-32 0V-26Z" fill="${c.accent}"/>` +
    `<path d="M-12 2L-2 12 16-10" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  waves: (c) =>
    `<circle cx="-18" r="9" fill="${c.accent}"/>` +
    `<path d="M-2-16A22 22 0 0 1-2 16M10-28A38 38 0 0 1 10 28M22-38A52 52 0 0 1 22 38" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>`,
  bone: (c) =>
    `<g transform="rotate(-35)"><rect x="-26" y="-7" width="52" height="14" fill="${c.accent}"/>` +
    `<circle cx="-28" cy="-9" r="11" fill="${c.accent}"/><circle cx="-28" cy="9" r="11" fill="${c.accent}"/>` +
    `<circle cx="28" cy="-9" r="11" fill="${c.accent}"/><circle cx="28" cy="9" r="11" fill="${c.accent}"/></g>`,
  cane: (c) =>
    `<path d="M-6 40V-16A16 16 0 0 1 26-16V-8" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M-18 0C-36-12-36-30-26-34-20-36-16-32-14-28-12-32-8-36-2-34" fill="none" stroke="${c.accent2}" stroke-width="5" stroke-linecap="round"/>`,
  syringe: (c) =>
    `<g transform="rotate(45)"><rect x="-10" y="-28" width="20" height="48" rx="3" fill="#fff" stroke="${c.accent}" stroke-width="4"/>` +
    `<rect x="-8" y="-4" width="16" height="22" fill="${c.accent2}"/>` +
    `<path d="M0 20V40M-14-28H14M0-28V-40M-10-40H10" stroke="${c.accent}" stroke-width="4" stroke-linecap="round"/></g>`,
  kit: (c) =>
    `<path d="M-12-22V-30H12V-22" fill="none" stroke="${c.accent}" stroke-width="5"/>` +
    `<rect x="-38" y="-22" width="76" height="54" rx="8" fill="${c.accent}"/>` +
    `<path d="M-6-10H6V-2H14V10H6V18H-6V10H-14V-2H-6Z" fill="#fff"/>`,
  stethoscope: (c) =>
    `<path d="M-24-34V-6A18 18 0 0 0 12-6V-34" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-6 12V20A16 16 0 0 0 26 20V6" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="26" r="10" fill="${c.accent2}"/><circle cx="26" r="4" fill="#fff"/>`,
};

/* ---------- themes ---------- */
const THEMES = [
  {
    slug: "cardiology",
    title: "Heart health camp by a mountain lake",
    emblem: "heart",
    sky: ["#fde2e4", "#fbcfe8"],
    hills: ["#f9a8d4", "#db2777"],
    ground: "#86efac",
    accent: "#e11d48",
    accent2: "#fb7185",
    tent: "#be123c",
    lake: true,
    sun: "#fb923c",
  },
  {
    slug: "eye-care",
    title: "Eye care camp under a clear blue sky",
    emblem: "eye",
    sky: ["#bae6fd", "#e0f2fe"],
    hills: ["#7dd3fc", "#0369a1"],
    ground: "#a7f3d0",
    accent: "#0284c7",
    accent2: "#38bdf8",
    tent: "#0ea5e9",
    lake: true,
    sun: "#fde047",
  },
  {
    slug: "dental",
    title: "Dental care camp in a green valley",
    emblem: "tooth",
    sky: ["#ccfbf1", "#f0fdfa"],
    hills: ["#5eead4", "#0f766e"],
    ground: "#bbf7d0",
    accent: "#0d9488",
    accent2: "#2dd4bf",
    tent: "#14b8a6",
    lake: false,
    sun: "#fcd34d",
  },
  {
    slug: "diabetes",
    title: "Diabetes care camp beside pine woods",
    emblem: "drop",
    sky: ["#dbeafe", "#eff6ff"],
    hills: ["#93c5fd", "#1e40af"],
    ground: "#86efac",
    accent: "#2563eb",
    accent2: "#60a5fa",
    tent: "#1d4ed8",
    lake: false,
    sun: "#fbbf24",
  },
  {
    slug: "maternal-health",
    title: "Maternal health camp at sunrise",
    emblem: "mother",
    sky: ["#fce7f3", "#fef3c7"],
    hills: ["#f0abfc", "#a21caf"],
    ground: "#bef264",
    accent: "#c026d3",
    accent2: "#f472b6",
    tent: "#d946ef",
    lake: true,
    sun: "#fdba74",
  },
  {
    slug: "paediatrics",
    title: "Children's health camp with balloons",
    emblem: "balloons",
    sky: ["#fef9c3", "#e0f2fe"],
    hills: ["#fcd34d", "#d97706"],
    ground: "#86efac",
    accent: "#ef4444",
    accent2: "#3b82f6",
    tent: "#f97316",
    lake: false,
    sun: "#facc15",
  },
  {
    slug: "physiotherapy",
    title: "Physiotherapy camp on open meadows",
    emblem: "stretch",
    sky: ["#dcfce7", "#f0fdf4"],
    hills: ["#4ade80", "#15803d"],
    ground: "#bbf7d0",
    accent: "#16a34a",
    accent2: "#22c55e",
    tent: "#15803d",
    lake: false,
    sun: "#fde047",
  },
  {
    slug: "mental-wellness",
    title: "Mental wellness retreat at dusk",
    emblem: "lotus",
    sky: ["#312e81", "#a78bfa"],
    hills: ["#6d28d9", "#2e1065"],
    ground: "#4c1d95",
    accent: "#a855f7",
    accent2: "#e9d5ff",
    tent: "#c084fc",
    lake: true,
    sun: "#fef3c7",
    night: true,
  },
  {
    slug: "nutrition",
    title: "Nutrition camp near an orchard",
    emblem: "apple",
    sky: ["#ecfccb", "#fefce8"],
    hills: ["#a3e635", "#4d7c0f"],
    ground: "#d9f99d",
    accent: "#dc2626",
    accent2: "#65a30d",
    tent: "#ca8a04",
    lake: false,
    sun: "#fbbf24",
  },
  {
    slug: "dermatology",
    title: "Skin care camp on a sunny shore",
    emblem: "shield",
    sky: ["#ffedd5", "#fef3c7"],
    hills: ["#fdba74", "#c2410c"],
    ground: "#fde68a",
    accent: "#ea580c",
    accent2: "#fb923c",
    tent: "#f59e0b",
    lake: true,
    sun: "#facc15",
  },
  {
    slug: "ent",
    title: "Ear, nose and throat camp in the hills",
    emblem: "waves",
    sky: ["#e0e7ff", "#eef2ff"],
    hills: ["#a5b4fc", "#4338ca"],
    ground: "#a7f3d0",
    accent: "#4f46e5",
    accent2: "#818cf8",
    tent: "#6366f1",
    lake: false,
    sun: "#fde68a",
  },
  {
    slug: "orthopaedics",
    title: "Bone and joint camp among tall peaks",
    emblem: "bone",
    sky: ["#e2e8f0", "#f8fafc"],
    hills: ["#94a3b8", "#334155"],
    ground: "#bbf7d0",
    accent: "#475569",
    accent2: "#94a3b8",
    tent: "#0f766e",
    lake: true,
    sun: "#fcd34d",
  },
  {
    slug: "elderly-care",
    title: "Elderly care camp in a quiet garden",
    emblem: "cane",
    sky: ["#fef3c7", "#fff7ed"],
    hills: ["#fcd34d", "#92400e"],
    ground: "#d9f99d",
    accent: "#b45309",
    accent2: "#f43f5e",
    tent: "#a16207",
    lake: false,
    sun: "#fb923c",
  },
  {
    slug: "vaccination",
    title: "Vaccination camp in a village clearing",
    emblem: "syringe",
    sky: ["#cffafe", "#ecfeff"],
    hills: ["#67e8f9", "#0e7490"],
    ground: "#bbf7d0",
    accent: "#0891b2",
    accent2: "#f472b6",
    tent: "#06b6d4",
    lake: false,
    sun: "#fde047",
  },
  {
    slug: "first-aid",
    title: "First aid training camp by a river",
    emblem: "kit",
    sky: ["#fee2e2", "#fff1f2"],
    hills: ["#fca5a5", "#991b1b"],
    ground: "#a7f3d0",
    accent: "#dc2626",
    accent2: "#f87171",
    tent: "#b91c1c",
    lake: true,
    sun: "#fbbf24",
  },
  {
    slug: "general-checkup",
    title: "General health check-up camp in the forest",
    emblem: "stethoscope",
    sky: ["#d1fae5", "#ecfdf5"],
    hills: ["#6ee7b7", "#047857"],
    ground: "#bbf7d0",
    accent: "#059669",
    accent2: "#f43f5e",
    tent: "#10b981",
    lake: true,
    sun: "#fde047",
  },
];

function mountains(rand, y0, amp, count, fill) {
  const step = 800 / count;
  let d = `M0 ${y0}`;
  for (let i = 0; i < count; i++) {
    const peakX = r1(i * step + step * (0.3 + rand() * 0.4));
    const peakY = r1(y0 - amp * (0.55 + rand() * 0.45));
    d += `L${peakX} ${peakY}L${r1((i + 1) * step)} ${r1(y0 - amp * rand() * 0.25)}`;
  }
  return `<path d="${d}V500H0Z" fill="${fill}"/>`;
}

function tree(x, y, s, fill) {
  return (
    `<rect x="${r1(x - 3 * s)}" y="${r1(y - 4)}" width="${r1(6 * s)}" height="${r1(14 * s)}" fill="#78350f"/>` +
    `<path d="M${r1(x)} ${r1(y - 52 * s)}L${r1(x + 20 * s)} ${r1(y)}H${r1(x - 20 * s)}Z" fill="${fill}"/>`
  );
}

function tent(x, y, w, fill) {
  const h = w * 0.8;
  return (
    `<path d="M${r1(x - w / 2)} ${y}L${x} ${r1(y - h)}L${r1(x + w / 2)} ${y}Z" fill="${fill}"/>` +
    `<path d="M${r1(x - w / 7)} ${y}L${x} ${r1(y - h * 0.5)}L${r1(x + w / 7)} ${y}Z" fill="#1f2937" opacity=".55"/>` +
    `<path d="M${x} ${r1(y - h)}V${r1(y - h - 16)}l14 5-14 5" fill="#fff" stroke="#fff" stroke-width="1"/>`
  );
}

function svgFor(theme) {
  const rand = rng(theme.slug);
  const c = theme;
  const idSky = `s-${c.slug}`;
  const parts = [];
  parts.push(
    `<defs><linearGradient id="${idSky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky[0]}"/><stop offset="1" stop-color="${c.sky[1]}"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="800" height="500" fill="url(#${idSky})"/>`);

  // sun or moon + stars
  const sunX = r1(110 + rand() * 60);
  const sunY = r1(90 + rand() * 30);
  if (c.night) {
    for (let i = 0; i < 14; i++) {
      parts.push(
        `<circle cx="${r1(rand() * 800)}" cy="${r1(rand() * 200)}" r="${r1(1 + rand() * 1.5)}" fill="#fff" opacity=".8"/>`,
      );
    }
    parts.push(
      `<circle cx="${sunX}" cy="${sunY}" r="38" fill="${c.sun}"/><circle cx="${r1(sunX + 16)}" cy="${r1(sunY - 10)}" r="34" fill="${c.sky[0]}"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${sunX}" cy="${sunY}" r="62" fill="${c.sun}" opacity=".3"/><circle cx="${sunX}" cy="${sunY}" r="42" fill="${c.sun}"/>`,
    );
    // clouds
    for (let i = 0; i < 2; i++) {
      const cx = r1(300 + i * 170 + rand() * 60);
      const cy = r1(60 + rand() * 50);
      parts.push(
        `<g fill="#fff" opacity=".85"><ellipse cx="${cx}" cy="${cy}" rx="44" ry="14"/><circle cx="${r1(cx - 14)}" cy="${r1(cy - 10)}" r="16"/><circle cx="${r1(cx + 12)}" cy="${r1(cy - 14)}" r="20"/></g>`,
      );
    }
  }

  // mountain layers
  parts.push(`<g opacity=".75">${mountains(rand, 330, 190, 4, c.hills[0])}</g>`);
  parts.push(mountains(rand, 350, 130, 5, c.hills[1]));

  // ground
  parts.push(`<path d="M0 340Q200 310 400 335T800 330V500H0Z" fill="${c.ground}"/>`);

  // lake
  if (c.lake) {
    const lx = r1(220 + rand() * 120);
    parts.push(
      `<ellipse cx="${lx}" cy="430" rx="170" ry="34" fill="#38bdf8" opacity=".85"/>` +
        `<path d="M${r1(lx - 90)} 425h50M${r1(lx + 10)} 437h70M${r1(lx - 40)} 447h40" stroke="#e0f2fe" stroke-width="3" stroke-linecap="round"/>`,
    );
  }

  // trees
  const treeFill = c.night ? "#1e1b4b" : "#166534";
  const treeXs = c.lake ? [20, 60, 500, 765] : [30, 80, 200, 640, 760];
  for (const tx of treeXs) {
    const s = 0.8 + rand() * 0.5;
    parts.push(tree(r1(tx + rand() * 10), r1(360 + rand() * 30), s, treeFill));
  }

  // tents
  const tentBaseX = c.lake ? 600 : 420;
  parts.push(tent(tentBaseX, 405, 130, c.tent));
  parts.push(tent(tentBaseX + 112, 425, 90, c.accent2));

  // emblem badge, floating in the sky
  parts.push(
    `<g transform="translate(640 130)"><circle r="70" fill="#fff" opacity=".92"/><circle r="70" fill="none" stroke="${c.accent}" stroke-width="4" opacity=".5"/>` +
      `<g transform="scale(1.05)">${EMBLEMS[c.emblem](c)}</g></g>`,
  );

  // small medical cross flag on the main tent's right
  parts.push(
    `<g transform="translate(${tentBaseX - 120} 360)"><rect x="-2" y="0" width="4" height="50" fill="#475569"/><rect x="2" y="0" width="30" height="30" rx="3" fill="#fff"/>` +
      `<path d="M13 5h8v6h6v8h-6v6h-8v-6h-6v-8h6z" fill="${c.accent}"/></g>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img">` +
    `<title>${c.title}</title>${parts.join("")}</svg>\n`
  );
}

mkdirSync(OUT_DIR, { recursive: true });
let largest = { slug: "", size: 0 };
for (const theme of THEMES) {
  const svg = svgFor(theme);
  const size = Buffer.byteLength(svg, "utf8");
  if (size >= MAX_BYTES) {
    throw new Error(`${theme.slug}.svg is ${size} bytes, over the ${MAX_BYTES}-byte limit`);
  }
  if (size > largest.size) largest = { slug: theme.slug, size };
  writeFileSync(join(OUT_DIR, `${theme.slug}.svg`), svg);
}
console.log(`Wrote ${THEMES.length} SVG files to ${OUT_DIR} (largest: ${largest.slug}.svg, ${largest.size} bytes)`);
