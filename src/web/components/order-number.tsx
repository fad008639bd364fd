// An order number as shoppers and sellers read it aloud to support: the sans face with figures
// of one width (issue #25), also inside headings set in the display serif.
export function OrderNumber({ number }: { number: string }) {
  return <span className="font-sans font-semibold tracking-normal tabular-nums">{number}</span>;
}
