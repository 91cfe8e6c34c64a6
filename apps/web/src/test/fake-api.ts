import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../lib/api-client.ts';

export type TFakeReply = { status: number; data?: unknown };
export type TFakeRequest = {
  method: string;
  url: string;
  params: unknown;
  data: unknown;
  headers: Record<string, unknown>;
  /** Plays the browser's upload progress event (a handler may call it before it answers). */
  reportUploadProgress: (loaded: number, total: number) => void;
};
type THandler = (request: TFakeRequest) => TFakeReply | Promise<TFakeReply>;

/**
 * Answers the app's HTTP client in jsdom without a server: a route table "METHOD /path" → reply,
 * through the real interceptors (token header, error mapping) and the real contract parsing.
 */
export function installFakeApi(routes: Record<string, TFakeReply | THandler>) {
  const requests: TFakeRequest[] = [];
  const original = apiClient.defaults.adapter;
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request: TFakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: config.headers.toJSON(),
      reportUploadProgress: (loaded, total) =>
        config.onUploadProgress?.({
          loaded,
          total,
          progress: loaded / total,
          bytes: loaded,
          lengthComputable: true,
          upload: true,
        }),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const reply = typeof route === 'function' ? await route(request) : (route ?? { status: 404, data: {} });
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
  };
  return {
    requests,
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}

/** An error body as the API sends it. */
export const apiErrorBody = (status: string, debugMessage: string, message = 'Request failed.') => ({
  status,
  message,
  debugMessage,
});
