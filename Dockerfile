# The server and its built web app, for compose.yaml (several processes on PostgreSQL). Untested here: Docker
# does not run on the development machine; the same setup is proven by apps/server/src/scale-out.test.ts.
FROM node:22-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV HOST=0.0.0.0 PORT=3000 NODE_ENV=production
EXPOSE 3000
# The server from its bundle (apps/server/build.ts, made by `npm run build`), as `npm start` runs it.
CMD ["node", "apps/server/dist/main.mjs"]
