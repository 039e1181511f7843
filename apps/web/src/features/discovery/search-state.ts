// What both searches read from the address: the page (1 when absent or not a positive whole number).
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}
