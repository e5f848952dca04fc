/** Rand with cents, as the screens show money: R50.00. */
export function formatRand(cents: number): string {
  return `R${(cents / 100).toFixed(2)}`;
}
