// The chat services of the open-in-AI menu (spec 2, 7): a ChatGPT-style and a Claude-style chat.
// Each opens as an external link whose query carries a prompt asking about the page's Markdown.

export type AiService = {
  id: string;
  /** Shown as 'Open in {name}'. */
  name: string;
  /** A 24×24 outline icon (SVG path data), drawn here so nothing loads from the service's site. */
  iconPath: string;
  /** The chat's URL; `{prompt}` is replaced by the URL-encoded prompt. */
  urlTemplate: string;
};

export const PROMPT_PLACEHOLDER = '{prompt}';

export const AI_SERVICES: readonly AiService[] = [
  {
    id: 'chatgpt',
    name: 'ChatGPT',
    // A speech bubble.
    iconPath: 'M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z',
    urlTemplate: `https://chatgpt.com/?hints=search&q=${PROMPT_PLACEHOLDER}`,
  },
  {
    id: 'claude',
    name: 'Claude',
    // A four-pointed spark.
    iconPath: 'M12 2.5l2.2 7.3 7.3 2.2-7.3 2.2-2.2 7.3-2.2-7.3-7.3-2.2 7.3-2.2z',
    urlTemplate: `https://claude.ai/new?q=${PROMPT_PLACEHOLDER}`,
  },
];

/** The service's link for a prompt. */
export function aiServiceUrl(service: Pick<AiService, 'urlTemplate'>, prompt: string): string {
  return service.urlTemplate.replace(PROMPT_PLACEHOLDER, encodeURIComponent(prompt));
}
