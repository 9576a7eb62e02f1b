/** The outcome of the page's last action, said once (success politely, failure as an alert). */
export type Status = { kind: 'success' | 'error'; text: string } | null;

export function StatusBox({ status }: { status: Status }) {
  if (!status) return null;
  return status.kind === 'success' ? (
    <p className="success-box" role="status">
      {status.text}
    </p>
  ) : (
    <p className="error-box" role="alert">
      {status.text}
    </p>
  );
}
