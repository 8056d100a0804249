/** A file the server sent, ready for a download link. */
export interface DownloadedFile {
  /** An object URL of the file (the store keeps only this text); revoke it once downloaded. */
  url: string;
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

/**
 * The `responseHandler` of a file download: a refusal is the usual JSON envelope; only the
 * file itself is read as a blob, named as the server names it, else `fallbackName`.
 */
export const fileDownloadHandler = (fallbackName: string) => async (response: Response) =>
  response.ok
    ? {
        url: URL.createObjectURL(await response.blob()),
        fileName:
          FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName,
      }
    : response.json();
