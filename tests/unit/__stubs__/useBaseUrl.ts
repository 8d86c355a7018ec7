// Stands in for @docusaurus/useBaseUrl on a site whose base URL is `/`.
export default function useBaseUrl(url: string): string {
  return url;
}
