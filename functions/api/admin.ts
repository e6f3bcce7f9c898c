// replaced below
export const handler = async (): Promise<unknown> => ({ statusCode: 501 });
