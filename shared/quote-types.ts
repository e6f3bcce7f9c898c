/** The quote types a homeowner reads: "Windows & Doors", never the stored id "windows_doors". */
const TYPE_LABELS: Record<string, string> = { windows: 'Windows', doors: 'Doors', windows_doors: 'Windows & Doors' };

/** The quote-type badge: 'Unknown' when missing, 'Quote Analysis' when blank, else the type's label. */
export function quoteTypeLabel(type: string | null | undefined): string {
  if (type === null || type === undefined) return 'Unknown';
  const trimmed = type.trim();
  if (!trimmed) return 'Quote Analysis';
  return TYPE_LABELS[trimmed] ?? trimmed.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
