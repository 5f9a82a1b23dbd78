/**
 * MedCamp's share picture for a camp whose own image cannot be drawn here (an external URL, which this server never
 * fetches, or a missing file): the brand's tile (favicon.svg's cross, inverted) over mountains. Shapes only: the
 * renderer loads no fonts, so text would not show.
 */
export const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#sky)"/>
<circle cx="160" cy="120" r="190" fill="#fff" opacity=".06"/>
<circle cx="1080" cy="90" r="120" fill="#fff" opacity=".08"/>
<circle cx="1010" cy="170" r="46" fill="#fde68a" opacity=".9"/>
<path d="M0 470L170 330L290 430L450 290L600 420L760 300L900 410L1040 320L1200 450V630H0Z" fill="#c7d2fe" opacity=".35"/>
<path d="M0 540L140 450L260 520L420 420L560 520L720 440L860 530L1010 450L1200 540V630H0Z" fill="#312e81" opacity=".55"/>
<path d="M0 590Q300 555 600 585T1200 580V630H0Z" fill="#1e1b4b" opacity=".5"/>
<g transform="translate(488 143) scale(7)">
<rect x=".6" y="1.2" width="32" height="32" rx="7" fill="#1e1b4b" opacity=".25"/>
<rect width="32" height="32" rx="7" fill="#fff"/>
<path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#4f46e5"/>
</g>
</svg>`;
