import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Light modules around the code, as scanners expect. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path, a run of modules on a row to a rectangle. */
function qrPath(value: string): { modules: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const modules = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < modules; row += 1) {
    let column = 0;
    while (column < modules) {
      if (!code.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules && code.isDark(row, column)) column += 1;
      runs.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  return { modules, path: runs.join('') };
}

interface QrCodeProps {
  value: string;
  label: string;
  className?: string;
}

/** A QR code drawn in the page from `value`, black on white whatever the theme around it. */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { modules, path } = useMemo(() => qrPath(value), [value]);
  const side = modules + 2 * QUIET_ZONE;
  return (
    <svg className={className} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`} role="img" aria-label={label} data-qr-value={value} shapeRendering="crispEdges">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
