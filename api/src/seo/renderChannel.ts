import type { MessagePort } from 'node:worker_threads';

// A render runs in a worker thread, but the api that answers its data lives on the main thread
// (its database, its routes): each render gets a port on which its requests go to the api and
// the answers come back, bodies moved rather than copied.

interface Asked {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

type Answered = { id: number; status: number; headers: [string, string][]; body: ArrayBuffer | null } | { id: number; error: string };

/** The worker's side: a fetch whose every request the api's thread answers. */
export function fetchThrough(port: MessagePort): typeof fetch {
  let next = 0;
  const waiting = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
  port.on('message', (answer: Answered) => {
    const asker = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) asker?.reject(new Error(answer.error));
    else asker?.resolve(new Response(answer.body, { status: answer.status, headers: answer.headers }));
  });
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const id = next;
    next += 1;
    return new Promise<Response>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      const asked: Asked = { id, url: request.url, method: request.method, headers: [...request.headers], body };
      port.postMessage(asked, body ? [body] : []);
    });
  };
}

/** The api's side: answers the render's requests on `port` with `answer` until the port closes. */
export function answerThrough(port: MessagePort, answer: typeof fetch): void {
  port.on('message', async ({ id, url, method, headers, body }: Asked) => {
    let answered: Answered;
    try {
      const response = await answer(url, { method, headers, body });
      const payload = response.body === null ? null : await response.arrayBuffer();
      answered = { id, status: response.status, headers: [...response.headers], body: payload };
    } catch (error) {
      answered = { id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answered, 'body' in answered && answered.body ? [answered.body] : []);
  });
}
