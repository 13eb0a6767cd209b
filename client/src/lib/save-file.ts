/** Saves a fetched file (an object URL) under `name`, and lets the URL go. */
export function saveFile(url: string, name: string) {
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
