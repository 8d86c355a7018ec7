// The fetched Markdown of each page, cached per path (spec 4, 7): in memory for this page load,
// and in sessionStorage for the tab, so a second copy never fetches again. What comes back from
// storage is checked: anything that is not an entry for this very path is dropped and refetched.

const STORAGE_PREFIX = 'markdown-export:';
const memory = new Map<string, string>();

type StoredEntry = {path: string; text: string};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage disabled (privacy settings): memory only.
    return undefined;
  }
}

/** The cached Markdown of a path, if a valid entry exists. */
export function readCachedMarkdown(path: string): string | undefined {
  const inMemory = memory.get(path);
  if (inMemory !== undefined) return inMemory;
  const store = storage();
  const key = STORAGE_PREFIX + path;
  let raw: string | null = null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<StoredEntry> | null;
    if (entry && typeof entry === 'object' && entry.path === path && typeof entry.text === 'string') {
      memory.set(path, entry.text);
      return entry.text;
    }
  } catch {
    // Not JSON: fall through and drop it.
  }
  try {
    store?.removeItem(key);
  } catch {
    // Nothing more to do.
  }
  return undefined;
}

export function writeCachedMarkdown(path: string, text: string): void {
  memory.set(path, text);
  try {
    storage()?.setItem(STORAGE_PREFIX + path, JSON.stringify({path, text} satisfies StoredEntry));
  } catch {
    // Quota exceeded or storage disabled: the memory cache still holds it.
  }
}

/** For tests: forget the in-memory entries. */
export function clearMemoryCache(): void {
  memory.clear();
}

/** The page's Markdown: from the cache, otherwise fetched (spec 7: GET of the page's `.md`) and cached. */
export async function loadMarkdown(path: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const cached = readCachedMarkdown(path);
  if (cached !== undefined) return cached;
  const response = await fetchImpl(path, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const text = await response.text();
  writeCachedMarkdown(path, text);
  return text;
}
