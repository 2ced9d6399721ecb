/** A gift card code as shown once entered: only its last four characters. */
export const maskedCode = (code: string): string => (code.length <= 4 ? code : `•••• ${code.slice(-4)}`);
