/**
 * `SET #a0 = :v0, #a1 = :v1…` for the attributes given (undefined ones are left out), with its
 * placeholder names and values, so attribute names never clash with DynamoDB's reserved words.
 */
export function setExpression(attributes: Record<string, unknown>): {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value], i) => {
      names[`#a${i}`] = name;
      values[`:v${i}`] = value;
      return `#a${i} = :v${i}`;
    });
  return { expression: `SET ${sets.join(', ')}`, names, values };
}
