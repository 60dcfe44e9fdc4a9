// A client that goes on sending a large body after the server has refused it, over a raw socket
// that keeps its side open: what it reads shows whether the refusal reached it (a connection reset
// that arrives first loses it), and when the server cut it off.
import net from 'node:net';

export async function keepSendingAfterRefusal(port: number, head: string) {
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  let answer = '';
  socket.on('data', (data) => {
    answer += data.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  socket.write(head);
  const started = Date.now();
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const keepSending = () => {
    if (!socket.destroyed) socket.write(chunk, () => setTimeout(keepSending, 5));
  };
  keepSending();
  const at = await closed;
  return { answer, cutOffAfterMs: at - started };
}
