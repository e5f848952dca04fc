/** What the browser says of its connection (the Network Information API); nothing where it says nothing. */
interface NetworkInformation {
  /** The downlink estimate in Mbps. */
  downlink?: number;
  /** Whether the person asked to save data. */
  saveData?: boolean;
}

export function browserConnection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}
