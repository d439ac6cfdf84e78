/** Whether `url` is a web page's address (http or https): never javascript:, data: or the like. */
export const isWebAddress = (url: string) => URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
