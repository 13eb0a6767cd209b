/** Hands text to the browser as a file download (the CSV export is built on the client, SPEC §7). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
