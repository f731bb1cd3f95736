// The words an alert shows for a failed call: the server's message when it sent one (the SDK puts
// it in the error's message), else the seeds' generic 'An unexpected error has occurred'.
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An unexpected error has occurred';
}
