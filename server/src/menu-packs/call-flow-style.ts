/**
 * The call-flow sheet's styles (record 140, laid out anew in record 154). One column no wider than
 * an A4 or Letter page's print area (186 mm and 192 mm inside 12 mm margins), so it prints as it
 * reads; nothing in it is wider than that column at any width: names and file names break where
 * they must, the prompts' table keeps fixed column widths (the words get the most), and on a
 * phone's screen each prompt becomes a block of its own, each part labelled. No script, no outside
 * file: the sheet opens from the unzipped pack.
 */
export const CALL_FLOW_STYLE = `
  @page { size: auto; margin: 12mm; }
  * { box-sizing: border-box; }
  body { font: 10pt/1.35 system-ui, -apple-system, "Segoe UI", Arial, sans-serif; color: #111; margin: 0 auto; max-width: 190mm; padding: 8mm 16px; overflow-wrap: break-word; }
  h1 { font-size: 15pt; margin: 0 0 2pt; }
  h2 { font-size: 11pt; margin: 10pt 0 3pt; border-bottom: 1px solid #999; }
  h3 { font-size: 10pt; margin: 6pt 0 2pt; }
  p, ul { margin: 2pt 0; }
  ul { padding-left: 1.3em; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #bbb; padding: 2pt 4pt; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  table.keys, table.prompts { table-layout: fixed; }
  th { background: #eee; }
  code { font: 9pt ui-monospace, Consolas, monospace; overflow-wrap: anywhere; }
  .note { color: #8a1c00; }
  .keys .key { width: 3.4em; }
  .keys .option { width: 32%; }
  .prompts { font-size: 8.5pt; }
  .prompts code { font-size: 7.5pt; }
  .prompts col.name { width: 22%; }
  .prompts col.where { width: 17%; }
  .prompts col.words { width: 46%; }
  .prompts col.files { width: 15%; }
  .prompts .made { display: block; color: #444; }
  @media print {
    body { max-width: none; padding: 0; }
    h2, h3 { break-after: avoid; }
    tr { break-inside: avoid; }
  }
  @media screen and (max-width: 640px) {
    body { padding: 12px; }
    .prompts, .prompts tbody, .prompts tr, .prompts td { display: block; width: auto; }
    .prompts thead { display: none; }
    .prompts tr { border: 1px solid #bbb; margin: 0 0 6pt; padding: 3pt 5pt; }
    .prompts td { border: 0; padding: 1pt 0; }
    .prompts td:first-child code { font-size: 8.5pt; font-weight: 600; }
    .prompts td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; }
  }
`;
