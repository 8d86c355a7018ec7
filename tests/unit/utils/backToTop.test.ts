import {coversControl, isBackToTopShown} from '@site/src/utils/backToTop';

describe('isBackToTopShown', () => {
  it('shows the button once the page is scrolled past the threshold', () => {
    expect(isBackToTopShown(0, 300)).toBe(false);
    expect(isBackToTopShown(300, 300)).toBe(false);
    expect(isBackToTopShown(301, 300)).toBe(true);
    expect(isBackToTopShown(5000, 300)).toBe(true);
  });
});

describe('coversControl', () => {
  // jsdom lays nothing out: the hit test is a stand-in that answers what lies at each point.
  function setUp(under: (x: number, y: number) => Element[]) {
    document.body.innerHTML = '<pre tabindex="0">code</pre><button class="copy">Copy</button><a href="/x">x</a><button class="top"></button>';
    const button = document.querySelector<HTMLElement>('.top')!;
    Object.assign(button.style, {position: 'fixed', right: '20px', bottom: '20px', width: '48px', height: '48px'});
    Object.defineProperty(document.documentElement, 'clientWidth', {configurable: true, value: 390});
    Object.defineProperty(document.documentElement, 'clientHeight', {configurable: true, value: 844});
    const hits: [number, number][] = [];
    document.elementsFromPoint = (x: number, y: number) => {
      hits.push([x, y]);
      return [button, ...under(x, y), document.body, document.documentElement];
    };
    return {button, hits};
  }

  it("tests the button's centre, and its corners and edges just outside it, where it is laid out", () => {
    const {button, hits} = setUp(() => []);
    expect(coversControl(button)).toBe(false);
    expect(hits).toContainEqual([322 - 2, 776 - 2]);
    expect(hits).toContainEqual([346, 800]);
    expect(hits).toContainEqual([370 + 2, 824 + 2]);
  });

  it('finds a control under any of those points, but not the button itself nor a focusable <pre>', () => {
    const pre = () => [document.querySelector('pre')!];
    expect(coversControl(setUp(pre).button)).toBe(false);
    const copyAtCorner = (x: number, y: number) => (x > 360 && y < 790 ? [document.querySelector('.copy')!, document.querySelector('pre')!] : []);
    expect(coversControl(setUp(copyAtCorner).button)).toBe(true);
    expect(coversControl(setUp(() => [document.querySelector('a')!]).button)).toBe(true);
  });
});
