const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' };

/**
 * The name of a re-encoded photo: the chosen file's name, which the server keeps as its caption,
 * with the extension of what it now is.
 */
export function renamed(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  if (!extension) return name;
  const dot = name.lastIndexOf('.');
  // A leading dot (".foto") starts a name, not an extension.
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem || 'foto'}.${extension}`;
}
