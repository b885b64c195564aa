import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SAMPLE_OPERATOR_TEXTS_FILE } from '../../config/stack.mjs';
import { startShellServer, stopServer, type Server } from '../fixtures/stack';

// docs/screens' second brand: the same build and API, other colours, and a mark and hero picture served
// from the operator's own site (another origin), as an operator would set them (README "Configuration").

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
<rect width="40" height="40" rx="20" fill="#f4c06a"/>
<path d="M9 25l4-8h14l4 8v5h-3a3 3 0 0 1-6 0h-4a3 3 0 0 1-6 0H9z" fill="#7a1f3d"/>
<path d="M15 18.5h10l2 4.5H13z" fill="#f4c06a"/>
</svg>`;

const HERO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b0a17"/><stop offset="1" stop-color="#7a1f3d"/></linearGradient></defs>
<rect width="1600" height="700" fill="url(#sky)"/>
<circle cx="1250" cy="260" r="90" fill="#f4c06a" opacity=".35"/>
<path d="M0 470h120v-90h60v-60h50v150h90v-120h70v120h120v-70h60v70h140v-200h30v-40h20v40h30v200h160v-110h90v110h180v-150h80v150h120v-80h80v80h100v230H0z" fill="#1c0610"/>
<path d="M0 560c300-40 500 30 800 0s500-50 800-10v150H0z" fill="#3d0f1f"/>
<path d="M0 600c320-30 520 20 820-5s480-35 780 0" stroke="#f4c06a" stroke-width="3" fill="none" opacity=".6"/>
</svg>`;

export interface SecondBrand {
  url: string;
  stop: () => Promise<void>;
}

export async function startSecondBrand(): Promise<SecondBrand> {
  const assets: HttpServer = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
    res.end(req.url === '/mark.svg' ? MARK : HERO);
  });
  await new Promise<void>((resolve) => assets.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(assets.address() as AddressInfo).port}`;
  const site: Server = await startShellServer(
    {},
    {
      OPERATOR_TEXTS_FILE: SAMPLE_OPERATOR_TEXTS_FILE,
      BRAND_PRIMARY_COLOR: '#7a1f3d',
      BRAND_ACCENT_COLOR: '#f4c06a',
      BRAND_LOGO_URL: `${origin}/mark.svg`,
      BRAND_HERO_IMAGE_URL: `${origin}/hero.svg`,
      OPERATOR_LICENCE: 'Licensed by Transport for London: PHV operator 998877',
      TRUST_POINTS: 'Chauffeurs on call 24/7|Secure card payment|Child seats on request',
    },
  );
  return {
    url: site.url,
    stop: async () => {
      await stopServer(site);
      await new Promise((resolve) => assets.close(resolve));
    },
  };
}
