import { BLOCKED_PORTS, HTML_PORTAL, PORT_ENV, PORTAL, portalPort, readPort, readPortBase, stackPorts } from '../stack.mjs';

// The WHATWG Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#port-blocking), written out
// here again: browsers and Node's fetch refuse to connect to them, so a part listening on one starts
// and is never reached. Every port variable refuses each, before anything starts.
const WHATWG_BAD_PORTS = [
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];
const VARIABLES = [...Object.values(PORT_ENV), PORTAL.envName, HTML_PORTAL.envName];
const RULE = "is a port browsers and Node's fetch refuse to connect to (the WHATWG Fetch bad-ports list): choose another.";

describe("the ports browsers refuse (config/stack.mjs's BLOCKED_PORTS)", () => {
  it('are the WHATWG list, no more and no fewer', () => {
    expect([...BLOCKED_PORTS].sort((a, b) => a - b)).toEqual(WHATWG_BAD_PORTS);
  });

  it.each(WHATWG_BAD_PORTS.map((port, n) => [port, VARIABLES[n % VARIABLES.length]]))(
    '%i is refused, in one line naming the variable (%s)',
    (port, name) => {
      expect(() => readPort({ [name]: String(port) }, name, 3000)).toThrow(`${name}="${port}" ${RULE}`);
    },
  );

  it("are the ports this Node's own fetch refuses", async () => {
    const refused = async (port: number) => {
      try {
        await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
        return false;
      } catch (error) {
        return /bad port/.test(String((error as { cause?: unknown }).cause));
      }
    };
    const answers = await Promise.all(WHATWG_BAD_PORTS.map(refused));
    expect(WHATWG_BAD_PORTS.filter((_port, n) => !answers[n])).toEqual([]);
    // Their neighbours are ordinary ports.
    expect(await Promise.all([5999, 6001, 10079, 10081].map(refused))).toEqual([false, false, false, false]);
  });

  it('take the ports next to them, and the defaults', () => {
    expect(stackPorts({ API_PORT: '6001', SHELL_PORT: '5059' })).toMatchObject({ api: 6001, shell: 5059 });
    expect(stackPorts({})).toMatchObject({ shell: 3000, api: 4000 });
  });

  it('refuse a default that another port puts on one, naming the variable to set', () => {
    expect(() => portalPort({ SHELL_PORT: '5030' })).toThrow(
      `PORTAL_PORT (unset) would be 5060, which ${RULE.slice(0, -1)} for PORTAL_PORT.`,
    );
  });

  it('refuse a port base that puts a part on one', () => {
    expect(() => readPortBase({ E2E_PORT_BASE: '5000' }, 'E2E_PORT_BASE', 3000)).toThrow(
      `E2E_PORT_BASE=5000 puts API_PORT on 6000, which ${RULE}`,
    );
    expect(() => readPortBase({ E2E_PORT_BASE: '5029' }, 'E2E_PORT_BASE', 3000)).toThrow(
      'E2E_PORT_BASE=5029 puts HTML_PORTAL_PORT on 5060',
    );
    expect(readPortBase({ E2E_PORT_BASE: '3200' }, 'E2E_PORT_BASE', 3000)).toBe(3200);
  });
});
