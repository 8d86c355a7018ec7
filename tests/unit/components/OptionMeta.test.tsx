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

  it('says "none" in words, not as code, when there is no flag', () => {
    const {container} = render(<OptionMeta type="string" default="'rstest'" cli="none" />);
    const cli = container.querySelectorAll('dd')[2];
    expect(cli.querySelector('code')).toBeNull();
    expect(screen.getByText('none')).toHaveAttribute('data-translate-id', 'optionMeta.noCli');
  });
});
