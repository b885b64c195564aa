import { FRAME_REPORT_TYPE, startFrameReporter, targetOrigins } from '../frame-reporter';

describe('targetOrigins', () => {
  const configured = ['https://operator.example.co.uk', 'https://partner.example.com'];

  it('posts only to the parent when it is one of the configured origins', () => {
    expect(targetOrigins(configured, 'https://partner.example.com')).toEqual(['https://partner.example.com']);
  });

  it('posts nowhere when the parent is not configured', () => {
    expect(targetOrigins(configured, 'https://evil.example.net')).toEqual([]);
  });

  it('posts to each configured origin when the parent cannot be known', () => {
    expect(targetOrigins(configured, null)).toEqual(configured);
  });

  it('posts nowhere without configured origins', () => {
    expect(targetOrigins([], 'https://operator.example.co.uk')).toEqual([]);
  });
});

/** A framed window whose parent records what it receives. */
function framedWindow(referrer: string) {
  const posts: Array<{ message: unknown; origin: string }> = [];
  const parent = { postMessage: (message: unknown, origin: string) => posts.push({ message, origin }) };
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  const win = Object.create(window, { parent: { value: parent } }) as Window;
  return { win, posts };
}

describe('startFrameReporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports height and URL every 500 ms to the configured parent origin, never to *', () => {
    const { win, posts } = framedWindow('https://operator.example.co.uk/booking');
    const stop = startFrameReporter(win, ['https://operator.example.co.uk']);
    expect(posts).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    expect(posts).toHaveLength(3);
    stop();
    jest.advanceTimersByTime(1000);
    expect(posts).toHaveLength(3);
    expect(posts.every((post) => post.origin === 'https://operator.example.co.uk')).toBe(true);
    expect(posts[0].message).toEqual({ type: FRAME_REPORT_TYPE, height: expect.any(Number), url: window.location.href });
  });

  it('stays silent when the page is embedded by an origin that is not configured', () => {
    const { win, posts } = framedWindow('https://evil.example.net/');
    const stop = startFrameReporter(win, ['https://operator.example.co.uk']);
    jest.advanceTimersByTime(2000);
    expect(posts).toHaveLength(0);
    stop();
  });

  it('does nothing when the page is not in a frame', () => {
    const spy = jest.spyOn(window, 'postMessage');
    const stop = startFrameReporter(window, ['https://operator.example.co.uk']);
    jest.advanceTimersByTime(2000);
    expect(spy).not.toHaveBeenCalled();
    stop();
    spy.mockRestore();
  });
});
