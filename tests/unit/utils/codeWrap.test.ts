import {codePieces} from '@site/src/utils/codeWrap';

/** The pieces as text: a word in «», spaces as they are. */
const shown = (text: string) => codePieces(text).map((piece) => (piece.word ? `«${piece.text}»` : piece.text)).join('');

describe('codePieces (where the option box may wrap its code)', () => {
  it('keeps each flag whole, wrapping only between flags and before the value', () => {
    expect(shown('-t, --testNamePattern <value>')).toBe('«-t,» «--testNamePattern» «<value>»');
    expect(shown('--reporters, --reporter <name>')).toBe('«--reporters,» «--reporter» «<name>»');
    expect(shown('--disableConsoleIntercept')).toBe('«--disableConsoleIntercept»');
    expect(shown('--pool.maxWorkers=<value>')).toBe('«--pool.»«maxWorkers=»«<value>»');
  });

  it("never breaks a name, a quoted string or a hyphenated word; a type wraps after a generic's < and at a qualified name's dot", () => {
    expect(shown("'prefer-tsconfig' | 'prefer-alias'")).toBe("«'prefer-tsconfig'» «|» «'prefer-alias'»");
    expect(shown('OneOrMany<Rspack.Configuration | ((config: X) => void)>')).toBe('«OneOrMany<»«Rspack.»«Configuration» «|» «(»«(»«config:» «X)» «=>» «void)>»');
    expect(shown("['**/.{idea,git}/**']")).toBe("«['**/.{idea,»«git}/**']»");
    expect(shown("process.cwd() ['.ts']")).toBe("«process.»«cwd()» «['.ts']»");
  });

  it('gives the text back whole', () => {
    const text = "Reporter | BuiltInReporterNames | (Reporter | [BuiltInReporterNames, Record<string, unknown>])[]";
    expect(codePieces(text).map((piece) => piece.text).join('')).toBe(text);
    expect(codePieces('')).toEqual([]);
  });
});
