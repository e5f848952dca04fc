import { useEffect, useState } from 'react';

interface Node {
  id: string;
}

/**
 * The ids a list has shown since it opened, in the list's order (`orderOf` sorts them, oldest or
 * newest first). A row that leaves the list's filter, because this admin or another acted on it,
 * stays showing its new state instead of vanishing under the person's pointer.
 */
export function useKeptIds<T extends Node>(nodes: readonly T[] | undefined, orderOf: (node: T) => string, order: 'asc' | 'desc'): string[] {
  const [kept, setKept] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!nodes) return;
    setKept((previous) => {
      const fresh = nodes.filter((node) => !previous.has(node.id));
      if (fresh.length === 0) return previous;
      return new Map([...previous, ...fresh.map((node) => [node.id, orderOf(node)] as const)]);
    });
    // orderOf is a pure key reader; only the nodes decide what is new.
  }, [nodes]);
  const all = new Map([...kept, ...(nodes ?? []).map((node) => [node.id, orderOf(node)] as const)]);
  const direction = order === 'asc' ? 1 : -1;
  return [...all].sort(([, a], [, b]) => direction * a.localeCompare(b)).map(([id]) => id);
}
