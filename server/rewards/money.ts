/** An amount in cents as the screens show money: R50.00. */
export function formatCents(cents: number): string {
  return `R${(cents / 100).toFixed(2)}`;
}
