/** POST /api/document-uploads: a new document (title, category, visibility) or, with document_id, a new version. */
export async function uploadDocument(file: File, fields: Record<string, string>): Promise<{ id: number }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  const res = await fetch('/api/document-uploads', { method: 'POST', body, credentials: 'same-origin' });
  const answer: unknown = await res.json().catch(() => null);
  // A refusal's body is the one error body: parseApiError reads it as it reads a tRPC error.
  if (!res.ok) throw answer ?? new Error(`HTTP ${res.status}`);
  return answer as { id: number };
}
