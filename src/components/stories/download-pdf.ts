/**
 * Fetch the story's PDF and save it under its fixed file name; when the fetch
 * fails or answers with a non-success status, open the PDF in a new tab instead.
 */
export async function downloadPdf(url: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file; give it a moment before freeing the memory.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
  } catch (error) {
    console.error('PDF download failed, opening it in a new tab instead:', error);
    window.open(url, '_blank', 'noopener');
  }
}
