// replaced below
export const handler = async (input: unknown): Promise<unknown> => input;
