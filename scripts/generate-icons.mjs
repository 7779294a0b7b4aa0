// Renders the app icons (PNG, for the web app manifest and iOS) from the logo drawn below, with sharp.
// Run after changing the logo: node scripts/generate-icons.mjs
import fs from 'node:fs';
import sharp from 'sharp';

const OUT = new URL('../apps/web/public/icons/', import.meta.url);

// The favicon's bowl and steam. `inset` shrinks the drawing into the safe zone a maskable icon needs
// (launchers may cut the outer 10% into a circle or squircle).
const logo = ({ rounded, inset }) => {
  const scale = 1 - inset * 2;
  const shift = 64 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="#c2410c"/>
  <g transform="translate(${shift} ${shift}) scale(${scale})">
    <path d="M24 14c-2 3 2 5 0 8M32 12c-2 3 2 5 0 8M40 14c-2 3 2 5 0 8" fill="none" stroke="#fde68a" stroke-width="3" stroke-linecap="round"/>
    <path d="M12 30h40a20 20 0 0 1-40 0z" fill="#fef3c7"/>
    <path d="M20 52h24" stroke="#fef3c7" stroke-width="4" stroke-linecap="round"/>
  </g>
</svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'maskable-512.png', size: 512, rounded: false, inset: 0.12 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.06 },
];

fs.mkdirSync(OUT, { recursive: true });
for (const icon of icons) {
  const png = await sharp(Buffer.from(logo(icon)), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  fs.writeFileSync(new URL(icon.file, OUT), png);
  console.log(`${icon.file}: ${png.length} bytes`);
}
