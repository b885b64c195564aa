// One run of `bench results` in Chromium: the vehicle results page with 300 price entries stored.
import { readInteractions, recordInteractions } from '../src/event-timing.mjs';
import { BOOKING_FORM } from '../src/journey.mjs';
import { collectScripts } from '../src/scripts.mjs';

export const ENTRIES = 300;

/** 300 entries: 50 operators x 6 vehicles, priced like the sandbox's. */
function priceDetails() {
  const vehicles = [
    ['Saloon', 4, 2, 2],
    ['Estate', 4, 4, 2],
    ['Executive', 3, 2, 2],
    ['MPV6', 6, 4, 4],
    ['MPV8', 8, 6, 6],
    ['Minibus', 16, 16, 16],
  ];
  return Array.from({ length: ENTRIES }, (_, i) => {
    const [type, seats, luggage, small] = vehicles[i % 6];
    const price = Math.round((40 + (i % 6) * 12 + (i % 50) * 0.77) * 100) / 100;
    return {
      vehicle_id: (i % 6) + 1,
      company_id: Math.floor(i / 6) + 1,
      company_name: `Operator ${Math.floor(i / 6) + 1}`,
      vehicle_type: type,
      vehicle_image: `vehicles/${type.toLowerCase()}.svg`,
      max_seat: seats,
      luggage,
      small_luggage: small,
      rating: 3.5 + ((i * 7) % 15) / 10,
      price,
      final_price: price,
      breakdown: { base_fare: price, return_fare: 0, extras: [], quantity: 1, final_price: price },
      via_miles: 18.2,
      time_duration: 3000,
    };
  });
}

const byType = (response) => response.request().resourceType() === 'script';

/** Goes to a path the way the app does (history + popstate), and resolves when `ready` holds and a frame painted. */
const routeTo = (page, target, ready) =>
  page.evaluate(
    async ({ target, ready }) => {
      const start = performance.now();
      history.pushState({}, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
      await new Promise((resolve) => {
        const check = () => (document.querySelectorAll(ready).length ? resolve() : requestAnimationFrame(check));
        check();
      });
      // The frame that shows them: after the next animation frame, once it has been presented.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    },
    { target, ready },
  );

/** The list / grid toggle at 4x CPU: Event Timing of the clicks and when the cards show the new layout. */
async function toggle(page) {
  await page.evaluate(recordInteractions, false);
  // Also when the cards show the new layout: from the release of the button to the frame after
  // the list's data-layout changed (the button answers first; the cards follow).
  await page.evaluate(() => {
    window.__relayout = [];
    let released = 0;
    addEventListener(
      'pointerup',
      (event) => {
        released = event.timeStamp;
      },
      { capture: true },
    );
    const list = document.querySelector('[role="list"][aria-label="Vehicles"]');
    new MutationObserver(() =>
      requestAnimationFrame(() => setTimeout(() => window.__relayout.push(performance.now() - released), 0)),
    ).observe(list, { attributes: true, attributeFilter: ['data-layout'] });
  });
  // The clicks go to the buttons' centres as plain mouse events: Playwright's own click runs its
  // actionability checks and hit-target listeners inside the page, which at 4x CPU would count its
  // work (tens of ms) as the page's. The boxes are read once, before the first click.
  const centre = async (name) => {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  // Below the sticky top bar, once the page's smooth scroll to the results has ended.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(300);
  const pressed = (name) => page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
  const [grid, list] = [await centre('Grid'), await centre('List')];
  // As a visitor does: the pointer reaches the button (hover work happens then), then presses it
  // and lets go about 80 ms later, so the press and the release each get their own frame as they
  // do by hand. Back-to-back, the press would wait for the release's work before its paint.
  const press = async ([x, y]) => {
    await page.mouse.move(x, y);
    await page.waitForTimeout(150);
    await page.mouse.down();
    await page.waitForTimeout(80);
    await page.mouse.up();
  };
  await press(grid);
  await page.waitForTimeout(300);
  if ((await pressed('Grid')) !== 'true') throw new Error('the click on Grid did not switch the layout');
  await press(list);
  await page.waitForTimeout(300);
  if ((await pressed('List')) !== 'true') throw new Error('the click on List did not switch the layout');
  const { longestMs, events } = await readInteractions(page);
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify(events));
  return { toggleMs: longestMs, relayoutMs: Math.max(...(await page.evaluate(() => window.__relayout))) };
}

export async function oneRun(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL('/config.json', url).href);
  await page.evaluate(
    ({ details, form }) => {
      localStorage.setItem('PriceDetails', JSON.stringify(details));
      localStorage.setItem('BookingForm', JSON.stringify(form));
      localStorage.setItem('BookingType', 'milleage');
      sessionStorage.removeItem('resultsLayout');
    },
    { details: priceDetails(), form: BOOKING_FORM },
  );

  // 3. JS of / until idle, then what /quotationview adds.
  const scripts = collectScripts(page, byType);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Book a Trip', level: 1 }).waitFor();
  const homeScripts = new Set((await scripts.take()).map((s) => s.url));
  await routeTo(page, '/quotationview', 'article');
  await page.waitForLoadState('networkidle');
  const extra = (await scripts.take()).filter((s) => !homeScripts.has(s.url));
  scripts.stop();

  // 1. Render with the remote's code already loaded: leave, then come back, at 4x CPU slowdown.
  const cdp = await context.newCDPSession(page);
  await routeTo(page, '/', 'h1');
  await page.getByRole('heading', { name: 'Book a Trip', level: 1 }).waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A yardstick for the machine's load: the same kind of route change, to /ourfleet (mf_search).
  const baselineMs = await routeTo(page, '/ourfleet', '#our-fleet-title');
  await page.waitForLoadState('networkidle');
  await routeTo(page, '/', 'h1');
  await page.getByRole('heading', { name: 'Book a Trip', level: 1 }).waitFor();
  const renderMs = await routeTo(page, '/quotationview', '[role="list"][aria-label="Vehicles"] article');
  const cards = await page.locator('article').count();

  // 2. The toggle: Event Timing durations of the click (input delay + handlers + next paint).
  const { toggleMs, relayoutMs } = await toggle(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return { renderMs, toggleMs, relayoutMs, baselineMs, cards, extra };
}
