import React from 'react';
import {render, screen} from '@testing-library/react';
import OptionMeta from '@site/src/components/OptionMeta';

describe('OptionMeta', () => {
  it('shows the type, default and flag as code under translated labels', () => {
    const {container} = render(<OptionMeta type="string" default="process.cwd()" cli="-r, --root <path>" />);
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Type', 'Default', 'CLI']);
    const values = [...container.querySelectorAll('dd code')].map((code) => code.textContent);
    expect(values).toEqual(['string', 'process.cwd()', '-r, --root <path>']);
  });

  it('keeps each name of its code whole, with a break opportunity only between names', () => {
    const {container} = render(<OptionMeta type="'node' | 'happy-dom'" default="undefined" cli="-t, --testNamePattern <value>" />);
    const flag = container.querySelectorAll('dd code')[2]!;
    expect(flag.textContent).toBe('-t, --testNamePattern <value>');
    expect([...flag.querySelectorAll('span')].map((word) => word.textContent)).toEqual(['-t,', '--testNamePattern', '<value>']);
    expect([...container.querySelectorAll('dd code')[0]!.querySelectorAll('span')].map((word) => word.textContent)).toEqual(["'node'", '|', "'happy-dom'"]);
    const type = render(<OptionMeta type="Record<string, X>" default="a" />).container.querySelector('dd code')!;
    expect(type.innerHTML).toMatch(/<span[^>]*>Record&lt;<\/span><wbr><span[^>]*>string,<\/span> <span[^>]*>X&gt;<\/span>/);
  });

  it('says "none" in words, not as code, when there is no flag', () => {
    const {container} = render(<OptionMeta type="string" default="'rstest'" cli="none" />);
    const cli = container.querySelectorAll('dd')[2];
    expect(cli.querySelector('code')).toBeNull();
    expect(screen.getByText('none')).toHaveAttribute('data-translate-id', 'optionMeta.noCli');
  });
});
