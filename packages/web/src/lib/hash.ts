/** PRODUCT.md: usernames and passwords leave the browser as lowercase SHA-256 hex of their UTF-8 text. */
async function sha256hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const hashUsername = (username: string) => sha256hex(username.trim().toLowerCase());
export const hashPassword = (password: string) => sha256hex(password);
