// Puts text on the clipboard: the Clipboard API first; when it is missing or refuses (no
// permission, no user activation left after the fetch), the copy-to-clipboard package, loaded
// only then, which tries a selection copy and finally prompts the reader (spec 8:
// 'Copy to clipboard: {key}, Enter', the key being ⌘+C on Mac and Ctrl+C elsewhere).

/** copy-to-clipboard's prompt; `#{key}` becomes ⌘+C or Ctrl+C. */
export type FallbackPrompt = string;

/** Whether the text was copied (false when the reader was left with the prompt). */
export async function copyText(text: string, fallbackPrompt: FallbackPrompt): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const {default: copy} = await import('copy-to-clipboard');
    return copy(text, {message: fallbackPrompt});
  }
}
