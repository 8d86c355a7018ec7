// Puts text on the clipboard: the Clipboard API first; when it is missing or refuses (no
// permission, no user activation left after a fetch), the copy-to-clipboard package, loaded
// only then, which tries a selection copy and finally prompts the reader (spec 8:
// 'Copy to clipboard: {key}, Enter', the key being ⌘+C on Mac and Ctrl+C elsewhere).
// Used by the code blocks' copy button and the Copy Markdown button.
import {translate} from '@docusaurus/Translate';

/** copy-to-clipboard's prompt, in the page's language; it fills in `#{key}`. */
function fallbackPrompt(): string {
  return translate(
    {id: 'copy.fallbackPrompt', message: 'Copy to clipboard: {key}, Enter', description: 'Prompt shown when the browser refuses to copy; {key} is ⌘+C or Ctrl+C'},
    {key: '#{key}'},
  );
}

/** Whether the text was copied (false when the reader was left with the prompt). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const {default: copy} = await import('copy-to-clipboard');
    return copy(text, {message: fallbackPrompt()});
  }
}
