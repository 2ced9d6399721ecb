/** What a shopper may upload as a photo: a phone's photo fits easily, a raw camera file does not. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** The picture types an upload may be (sniffed from its bytes on the server); a file input's `accept`. */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
