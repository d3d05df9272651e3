/* jarvis-voice web UI: chat, ACTIVITY, rules and the approval modal over one WebSocket (K1/K2).
 *
 * Plain browser JavaScript, no build step, nothing external. Everything that came from the
 * server or the model is rendered with textContent — never innerHTML (S1).
 *
 * Texts come from the server's message catalogue (jarvis_voice/locale): the page's own labels
 * are filled in by the server, the rest arrives as `messages` in the page config — `tr(key)`.
 */
"use strict";

(function () {
  const KEY_STORAGE = "jarvis.apiKey";
  const ENTER_ARM_MS = 400; // keyboard answers are ignored this long after a request is shown
  const BACKOFF_MIN_MS = 500;
  const BACKOFF_MAX_MS = 10000;
  const PING_EVERY_MS = 20000;
  const MAX_ACTIVITY_LINES = 500;

  const $ = (id) => document.getElementById(id);
  const el = {
    agentName: $("agent-name"),
    sessionLabel: $("session-label"),
    status: $("connection-status"),
    statusText: $("connection-text"),
    chatLog: $("chat-log"),
    chatBusy: $("chat-busy"),
    chatForm: $("chat-form"),
    chatInput: $("chat-input"),
    chatSend: $("chat-send"),
    stopSpeaking: $("stop-speaking"),
    mic: $("mic"),
    wakeWord: $("wake-word"),
    wakeWordState: $("wake-word-state"),
    voiceState: $("voice-state"),
    activityLog: $("activity-log"),
    rulesList: $("rules-list"),
    rulesError: $("rules-error"),
    rulesRefresh: $("rules-refresh"),
    logPanel: $("log-panel"),
    logList: $("log-list"),
    logError: $("log-error"),
    logRefresh: $("log-refresh"),
    undoLast: $("undo-last"),
    notice: $("notice"),
    modal: $("approval-modal"),
    card: $("approval-card"),
    agent: $("approval-agent"),
    tool: $("approval-tool"),
    args: $("approval-args"),
    risks: $("approval-risks"),
    suggestion: $("approval-suggestion"),
    scopes: $("approval-scopes"),
    queueNote: $("approval-queue"),
    countdown: $("approval-countdown"),
    countdownBar: $("approval-countdown-bar"),
    offline: $("approval-offline"),
    allow: $("approve-allow"),
    always: $("approve-always"),
    deny: $("approve-deny"),
    keyModal: $("key-modal"),
    keyForm: $("key-form"),
    keyInput: $("key-input"),
    keyError: $("key-error"),
  };

  const state = {
    config: null,
    ws: null,
    open: false, // socket open and greeted
    everConnected: false,
    attempt: 0,
    reconnectTimer: null,
    pingTimer: null,
    hello: null,
    busy: false,
    queue: [], // approval requests, oldest first; queue[0] is the one shown
    streaming: null, // the assistant message being streamed (answer_delta), if any
    turnLanguage: null, // the language of the latest turn (user_message.language)
    recording: null, // {stream, context, processor} while push-to-talk is on
    playing: null, // the Audio element speaking the answer
    shownId: null,
    shownAt: 0,
    countdownTimer: null,
    noticeTimer: null,
  };

  // ------------------------------------------------------------------ texts

  // The session language's text of `key` (from the page config), with its {fields} filled in.
  function tr(key, fields) {
    const messages = (state.config && state.config.messages) || {};
    return fill(typeof messages[key] === "string" ? messages[key] : key, fields);
  }

  // The approval modal's words: the shown request's language (its `labels`), else the page's.
  function modalText(key, fields) {
    const labels = (state.queue[0] && state.queue[0].labels) || {};
    return typeof labels[key] === "string" ? fill(labels[key], fields) : tr(key, fields);
  }

  function fill(text, fields) {
    return text.replace(/\{(\w+)\}/g, (whole, name) =>
      fields && name in fields ? String(fields[name]) : whole
    );
  }

  // ------------------------------------------------------------------ start

  function start() {
    if (window.top !== window.self) {
      // A framed copy could be used to trick a click on ALLOW (clickjacking): refuse to run.
      // before the configuration is read, so no language yet: say it in both
      setStatus("error", "this page cannot run inside a frame / 이 페이지는 프레임 안에서 열 수 없습니다");
      el.chatInput.disabled = true;
      el.chatSend.disabled = true;
      return;
    }
    try {
      state.config = JSON.parse(document.body.dataset.config || "");
    } catch (_err) {
      // no configuration means no language either: say it in both
      setStatus("error", "no configuration — open this page from the server's / address / " +
        "설정이 없습니다 — 서버의 / 주소에서 여세요");
      el.chatInput.disabled = true;
      el.chatSend.disabled = true;
      return;
    }
    el.sessionLabel.textContent = tr("web.session", { session: state.config.session });
    document.title = "JARVIS · " + state.config.session;
    bindUi();
    updateComposer();
    if (state.config.keyRequired && !storedKey()) {
      askForKey("");
    } else {
      connect();
    }
  }

  // ------------------------------------------------------------------ connection

  function storedKey() {
    try {
      return window.sessionStorage.getItem(KEY_STORAGE) || "";
    } catch (_err) {
      return "";
    }
  }

  function socketUrl() {
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    const params = new URLSearchParams();
    params.set("session", state.config.session);
    params.set("token", state.config.token);
    if (state.config.keyRequired) params.set("key", storedKey());
    return scheme + "//" + window.location.host + "/ws?" + params.toString();
  }

  function connect() {
    clearTimeout(state.reconnectTimer);
    state.reconnectTimer = null;
    if (state.ws) return;
    setStatus("connecting", tr(state.everConnected ? "web.reconnecting" : "web.connecting"));
    let ws;
    try {
      ws = new WebSocket(socketUrl());
    } catch (err) {
      setStatus("error", tr("web.cannot_connect", { error: err.message }));
      scheduleReconnect(false);
      return;
    }
    state.ws = ws;
    let opened = false;
    ws.addEventListener("open", () => {
      opened = true;
    });
    ws.addEventListener("message", (event) => {
      if (ws !== state.ws) return;
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (_err) {
        return;
      }
      handle(message);
    });
    ws.addEventListener("close", (event) => {
      if (ws !== state.ws) return;
      state.ws = null;
      state.open = false;
      clearInterval(state.pingTimer);
      updateComposer();
      updateModalOnline();
      if (!opened && state.config.keyRequired) {
        // The server refuses a wrong key before the handshake, so the browser only sees a
        // failed connection: offer the key form again, and keep retrying meanwhile.
        askForKey(tr("web.check_key"));
      }
      const why = event.reason ? " (" + event.reason + ")" : "";
      scheduleReconnect(opened, why);
    });
  }

  function scheduleReconnect(wasOpen, why) {
    if (wasOpen) state.attempt = 0;
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * Math.pow(2, state.attempt));
    const jittered = Math.round(delay * (0.8 + Math.random() * 0.4));
    state.attempt += 1;
    setStatus(
      "offline",
      tr("web.disconnected", { why: why || "", seconds: Math.ceil(jittered / 1000) })
    );
    clearTimeout(state.reconnectTimer);
    state.reconnectTimer = setTimeout(() => {
      state.reconnectTimer = null;
      refreshConfig().then(connect);
    }, jittered);
  }

  // The session token is derived from a per-process secret, so after a server restart the old
  // one is refused. Before each retry, re-read it from this page's own address (same origin).
  async function refreshConfig() {
    try {
      const address = window.location.pathname + window.location.search;
      const response = await fetch(address, { cache: "no-store", credentials: "same-origin" });
      if (!response.ok) return;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const fresh = JSON.parse(page.body.dataset.config || "");
      if (fresh.session === state.config.session && typeof fresh.token === "string") {
        state.config.token = fresh.token;
        state.config.keyRequired = Boolean(fresh.keyRequired);
      }
    } catch (_err) {
      /* server still down: the WebSocket attempt fails too and backs off again */
    }
  }

  function send(message) {
    if (!state.ws || state.ws.readyState !== WebSocket.OPEN) return false;
    state.ws.send(JSON.stringify(message));
    return true;
  }

  // ------------------------------------------------------------------ server messages

  function handle(message) {
    switch (message.type) {
      case "hello":
        onHello(message);
        break;
      case "history":
        el.chatLog.replaceChildren();
        state.streaming = null;
        for (const entry of message.messages || []) addChat(entry.role, entry.text, entry.source);
        break;
      case "user_message":
        state.turnLanguage = message.language || null;  // the answer of this turn is in it
        addChat("user", message.text, message.source);
        setBusy(true);
        break;
      case "answer_delta":
        if (!state.streaming) state.streaming = addChat("assistant", "", "text");
        state.streaming.querySelector(".msg-text").textContent += message.text;
        el.chatLog.scrollTop = el.chatLog.scrollHeight;
        break;
      case "assistant_message":
        if (state.streaming && message.source !== "schedule") {
          state.streaming.querySelector(".msg-text").textContent = message.text;  // the whole
          state.streaming = null;
        } else {
          addChat("assistant", message.text, message.source);
        }
        if (message.source !== "schedule") setBusy(false);  // a job's answer ends no turn here
        // the turn's tool calls are in the audit log by now; a folded panel fetches when opened
        if (el.logPanel.open) refreshLog();
        break;
      case "activity":
        addActivity(message.line, message.at);
        break;
      case "approval_request":
        enqueue(message);
        break;
      case "approval_resolved":
        resolved(message);
        break;
      case "rules":
        showRules(message);
        break;
      case "error":
        onError(message);
        break;
      case "pong":
        break;
      case "voice_state":
        showVoiceState(message.state, message.text);
        break;
      case "voice_audio":
        playAnswer(message.wav_base64);
        break;
      case "wake_word":
        showWakeWord(message.listening);
        break;
      default:
        break;
    }
  }

  function onHello(message) {
    state.hello = message;
    state.open = true;
    state.everConnected = true;
    state.attempt = 0;
    el.agentName.textContent = message.agent_name || "JARVIS";
    showWakeWord(message.wake_word);
    const connected = message.user
      ? tr("web.connected_as", { user: message.user })
      : tr("web.connected");
    setStatus("online", connected);
    // The server re-sends every request still waiting right after `history`; what we had
    // queued before a reconnect may have been answered meanwhile, so start over.
    state.queue = [];
    showCurrent();
    setBusy(false);
    updateComposer();
    updateModalOnline();
    clearInterval(state.pingTimer);
    state.pingTimer = setInterval(() => send({ type: "ping" }), PING_EVERY_MS);
    send({ type: "rules_list" });
    if (el.logPanel.open) refreshLog();
  }

  // Hands-free voice behind the wake word (null: this session has none to switch).
  function showWakeWord(listening) {
    el.wakeWord.hidden = listening === null || listening === undefined;
    if (el.wakeWord.hidden) return;
    el.wakeWord.setAttribute("aria-pressed", listening ? "true" : "false");
    el.wakeWord.dataset.listening = listening ? "on" : "off";
    el.wakeWordState.textContent = listening ? tr("web.wake.on") : tr("web.wake.off");
    el.wakeWord.title = listening ? tr("web.wake.title_on") : tr("web.wake.title_off");
  }

  function onError(message) {
    if (message.code === "busy" || message.code === "invalid_input") {
      addChat("system", message.message);
    } else if (message.code === "no_such_rule" || message.code === "revoke_failed") {
      showRulesError(message.message);
      send({ type: "rules_list" });
    } else if (message.code === "unknown_request") {
      notify(tr("web.already_answered"));
    } else {
      notify(tr("web.error", { message: message.message }));
    }
  }

  // ------------------------------------------------------------------ chat

  function addChat(role, text, source) {
    const item = document.createElement("li");
    item.className = "msg msg-" + role;
    item.dataset.role = role;
    item.dataset.source = source || "text";
    const who = document.createElement("span");
    who.className = "msg-who";
    who.textContent =
      role === "user"
        ? source === "voice" ? tr("web.you_heard") : tr("web.you")
        : role === "assistant" ? el.agentName.textContent : tr("web.note");
    const body = document.createElement("div");
    body.className = "msg-text";
    body.textContent = String(text);
    if (role !== "note" && state.turnLanguage) body.lang = state.turnLanguage;
    item.append(who, body);
    el.chatLog.append(item);
    el.chatLog.scrollTop = el.chatLog.scrollHeight;
    return item;
  }

  // ------------------------------------------------------------------ voice (push-to-talk)

  const VOICE_TEXT = {
    listening: "web.voice.listening",
    heard: "web.voice.heard",
    thinking: "web.voice.thinking",
    speaking: "web.voice.speaking",
  };

  function showVoiceState(name, text) {
    el.voiceState.dataset.state = name;
    const said = VOICE_TEXT[name] ? tr(VOICE_TEXT[name]) : "";
    el.voiceState.textContent = said + (text ? " " + text : "");
  }

  async function startTalking() {
    stopPlaying(); // talking over the answer is a barge-in
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1 } });
    } catch (err) {
      showVoiceState("idle", tr("web.no_microphone", { error: err.message }));
      return;
    }
    // The browser resamples to 16 kHz mono int16: the server's VAD and recogniser take that.
    const context = new AudioContext({ sampleRate: 16000 });
    const source = context.createMediaStreamSource(stream);
    const processor = context.createScriptProcessor(4096, 1, 1);
    processor.onaudioprocess = (event) => {
      const samples = event.inputBuffer.getChannelData(0);
      const pcm = new Int16Array(samples.length);
      for (let i = 0; i < samples.length; i++) {
        const s = Math.max(-1, Math.min(1, samples[i]));
        pcm[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
      }
      if (state.ws && state.ws.readyState === WebSocket.OPEN) state.ws.send(pcm.buffer);
    };
    source.connect(processor);
    processor.connect(context.destination);
    state.recording = { stream, context, processor };
    send({ type: "voice_start" });
    el.mic.setAttribute("aria-pressed", "true");
    el.mic.classList.add("btn-primary");
  }

  function stopTalking() {
    const rec = state.recording;
    if (!rec) return;
    state.recording = null;
    rec.processor.disconnect();
    rec.stream.getTracks().forEach((track) => track.stop());
    rec.context.close();
    send({ type: "voice_end" });
    el.mic.setAttribute("aria-pressed", "false");
    el.mic.classList.remove("btn-primary");
  }

  function playAnswer(base64) {
    stopPlaying();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: "audio/wav" }));
    const audio = new Audio(url);
    state.playing = audio;
    audio.addEventListener("ended", () => {
      URL.revokeObjectURL(url);
      if (state.playing === audio) {
        state.playing = null;
        showVoiceState("idle", "");
      }
    });
    audio.play().catch((err) => {
      showVoiceState("idle", tr("web.cannot_play", { error: err.message }));
    });
  }

  function stopPlaying() {
    if (state.playing) {
      state.playing.pause();
      state.playing = null;
      showVoiceState("idle", "");
    }
  }

  function setBusy(busy) {
    state.busy = busy;
    el.chatBusy.hidden = !busy;
  }

  function updateComposer() {
    el.chatSend.disabled = !state.open;
  }

  function submitChat() {
    const text = el.chatInput.value.trim();
    if (!text) return;
    if (send({ type: "user_message", text: text })) {
      el.chatInput.value = "";
      autoGrow();
    } else {
      notify(tr("web.not_sent"));
    }
  }

  function autoGrow() {
    el.chatInput.style.height = "auto";
    el.chatInput.style.height = Math.min(el.chatInput.scrollHeight, 160) + "px";
  }

  // ------------------------------------------------------------------ activity

  function addActivity(line, at) {
    const item = document.createElement("li");
    const time = document.createElement("time");
    const when = typeof at === "number" ? new Date(at * 1000) : new Date();
    time.textContent = when.toLocaleTimeString([], { hour12: false });
    time.dateTime = when.toISOString();
    const text = document.createElement("span");
    text.className = "activity-text";
    text.textContent = String(line);
    item.append(time, text);
    el.activityLog.append(item);
    while (el.activityLog.children.length > MAX_ACTIVITY_LINES) {
      el.activityLog.firstElementChild.remove();
    }
    el.activityLog.scrollTop = el.activityLog.scrollHeight;
  }

  // ------------------------------------------------------------------ rules

  function showRules(message) {
    el.rulesList.replaceChildren();
    showRulesError(message.error || "");
    const rules = message.rules || [];
    if (!rules.length) {
      const empty = document.createElement("li");
      empty.className = "rules-empty muted";
      empty.textContent = tr("web.no_rules");
      el.rulesList.append(empty);
      return;
    }
    for (const rule of rules) {
      const item = document.createElement("li");
      item.className = "rule";
      item.dataset.tool = rule.tool;
      item.dataset.pattern = rule.pattern;
      item.dataset.layer = rule.layer;
      if (rule.exact) item.dataset.exact = "true";
      if (rule.cwd) item.dataset.cwd = rule.cwd;
      const layer = document.createElement("span");
      layer.className = "rule-layer";
      layer.textContent = rule.layer;
      const tool = document.createElement("span");
      tool.className = "rule-tool";
      tool.textContent = rule.tool;
      const what = document.createElement("span");
      what.className = "rule-what";
      const pattern = document.createElement("code");
      pattern.className = "rule-pattern";
      pattern.textContent = rule.pattern;
      what.append(pattern);
      // A12: what narrows the rule — only these words, or only in one folder
      const badges = [
        rule.exact ? tr("web.rule_exact") : "",
        rule.cwd ? tr("web.rule_in_folder", { cwd: rule.cwd }) : "",
      ];
      for (const text of badges) {
        if (!text) continue;
        const badge = document.createElement("span");
        badge.className = "rule-scope";
        badge.textContent = text;
        what.append(badge);
      }
      item.append(layer, tool, what);
      if (rule.layer === message.agent_id) {
        const revoke = document.createElement("button");
        revoke.type = "button";
        revoke.className = "btn btn-ghost btn-small rule-revoke";
        revoke.setAttribute("data-testid", "rule-revoke");
        revoke.textContent = tr("web.revoke");
        revoke.addEventListener("click", () => {
          revoke.disabled = true;
          send({
            type: "rules_revoke",
            tool: rule.tool,
            pattern: rule.pattern,
            exact: Boolean(rule.exact),
            cwd: rule.cwd || null,
          });
        });
        item.append(revoke);
      }
      el.rulesList.append(item);
    }
  }

  function showRulesError(text) {
    el.rulesError.textContent = text;
    el.rulesError.hidden = !text;
  }

  // ------------------------------------------------------------------ audit log (issue 14)

  // Read over HTTP (GET /api/log, read-only); the token goes in a header, never the address.
  async function refreshLog() {
    if (!state.config) return;
    const params = new URLSearchParams({ session: state.config.session, limit: "50" });
    const headers = { "X-Jarvis-Token": state.config.token };
    if (state.config.keyRequired) headers["X-Jarvis-Key"] = storedKey();
    let body;
    try {
      const response = await fetch("/api/log?" + params.toString(), {
        cache: "no-store",
        credentials: "same-origin",
        headers: headers,
      });
      body = await response.json();
      if (!response.ok) throw new Error(body.error || "HTTP " + response.status);
    } catch (err) {
      showLogError(tr("web.log_unreadable", { error: err.message }));
      return;
    }
    showLogError("");
    showLog(body.entries || [], body.enabled !== false);
  }

  function showLog(entries, enabled) {
    el.logList.replaceChildren();
    if (!entries.length) {
      const empty = document.createElement("li");
      empty.className = "log-empty muted";
      empty.textContent = tr(enabled ? "web.log_empty" : "web.log_off");
      el.logList.append(empty);
      return;
    }
    for (const entry of entries.slice().reverse()) el.logList.append(logEntry(entry)); // newest first
  }

  function logEntry(entry) {
    const item = document.createElement("li");
    item.className = "log-entry";
    item.dataset.id = String(entry.id);
    item.dataset.tool = entry.tool;
    item.dataset.decision = entry.decision;
    const line = document.createElement("div");
    line.className = "log-line";
    const time = document.createElement("time");
    const when = new Date(entry.epoch * 1000);
    time.dateTime = when.toISOString();
    time.textContent = when.toLocaleTimeString([], { hour12: false });
    const tool = document.createElement("span");
    tool.className = "log-tool";
    tool.textContent = entry.tool;
    const decision = document.createElement("span");
    decision.className = "log-decision";
    decision.textContent = entry.decision + (entry.reason ? " · " + entry.reason : "");
    const who = document.createElement("span");
    who.className = "log-who";
    who.setAttribute("data-testid", "log-who");
    who.textContent = logWho(entry);
    line.append(time, tool, decision, who);
    const command = document.createElement("pre");
    command.className = "log-command";
    command.setAttribute("data-testid", "log-command");
    command.textContent =
      typeof entry.command === "string"
        ? "$ " + entry.command
        : typeof entry.arguments === "string" ? entry.arguments : JSON.stringify(entry.arguments);
    item.append(line, command);
    return item;
  }

  function logWho(entry) {
    if (entry.channel) {
      const channel = entry.channel;
      if (typeof entry.answer_s !== "number") return tr("web.log_answered", { channel });
      return tr("web.log_answered_in", { channel, seconds: entry.answer_s.toFixed(1) });
    }
    if (entry.rule) return tr("web.log_rule", { rule: entry.rule });
    return "";
  }

  function showLogError(text) {
    el.logError.textContent = text;
    el.logError.hidden = !text;
  }

  // ------------------------------------------------------------------ approvals

  function enqueue(request) {
    if (state.queue.some((r) => r.request_id === request.request_id)) return;
    // Local expiry: the server's `expires_at`, unless the clocks clearly disagree.
    const now = Date.now() / 1000;
    const serverLeft = request.expires_at - now;
    request._expiresLocal =
      Math.abs(serverLeft - request.timeout_s) > 2 ? now + request.timeout_s : request.expires_at;
    state.queue.push(request);
    if (state.queue.length === 1) showCurrent();
    else updateQueueNote();
  }

  function resolved(message) {
    if (message.answer === "always") send({ type: "rules_list" }); // a rule was added
    const index = state.queue.findIndex((r) => r.request_id === message.request_id);
    if (index === -1) return; // answered here (already closed) or never shown
    const request = state.queue[index];
    const mine = state.hello && message.by === state.hello.connection_id;
    state.queue.splice(index, 1);
    if (!mine) notify(resolutionNote(request, message));
    if (index === 0) showCurrent();
    else updateQueueNote();
  }

  function resolutionNote(request, message) {
    const tool = request.tool;
    if (message.timeout || message.answer === "timeout") {
      return tr("web.resolved_timeout", { tool });
    }
    if (message.answer === "no_connection") return tr("web.resolved_no_connection", { tool });
    const key = {
      allow: "web.resolved_allow",
      always: "web.resolved_always",
      deny: "web.resolved_deny",
    }[message.answer];
    return key ? tr(key, { tool }) : tr("web.resolved_other", { tool, answer: message.answer });
  }

  function showCurrent() {
    const request = state.queue[0];
    clearInterval(state.countdownTimer);
    state.countdownTimer = null;
    if (!request) {
      state.shownId = null;
      if (el.modal.open) el.modal.close();
      return;
    }
    const isNew = state.shownId !== request.request_id;
    state.shownId = request.request_id;
    if (isNew) state.shownAt = Date.now();
    const agentName =
      state.hello && request.agent_id === state.hello.agent_id
        ? state.hello.agent_name
        : request.agent_id;
    el.agent.textContent = agentName;
    el.tool.textContent = request.tool;
    // the whole modal is in the request's language (a Korean turn on an English page is asked
    // in Korean); the page around it keeps its own
    el.card.lang = request.language || document.documentElement.lang;
    for (const node of el.modal.querySelectorAll("[data-label]")) {
      node.textContent = modalText(node.dataset.label);
    }
    for (const node of el.modal.querySelectorAll("[data-label-aria]")) {
      node.setAttribute("aria-label", modalText(node.dataset.labelAria));
    }
    showRisks(request.risks || []);
    el.args.textContent = describeArgs(request);
    showScopes(request, isNew);
    updateQueueNote();
    updateModalOnline();
    setAnswerButtonsEnabled(state.open);
    if (!el.modal.open) el.modal.showModal();
    el.card.focus();
    tick();
    state.countdownTimer = setInterval(tick, 1000);
  }

  // A12: the ALWAYS choices, narrowest first; the first is chosen until the human picks another.
  function showScopes(request, isNew) {
    const scopes = request.scopes || [];
    if (!scopes.length) {
      el.suggestion.textContent = modalText("web.always_not_offered");
      el.suggestion.classList.add("muted");
      el.scopes.replaceChildren();
      el.scopes.hidden = true;
      el.always.hidden = true;
      return;
    }
    if (isNew || !scopes.some((s) => s.id === request._scope)) request._scope = scopes[0].id;
    const legend = el.scopes.querySelector("legend");
    const options = scopes.map((scope) => {
      const label = document.createElement("label");
      label.className = "modal-scope";
      const radio = document.createElement("input");
      radio.type = "radio";
      radio.name = "approval-scope";
      radio.value = scope.id;
      radio.checked = scope.id === request._scope;
      radio.setAttribute("data-testid", "approval-scope-" + scope.id);
      radio.addEventListener("change", () => {
        request._scope = scope.id;
        showRemembered(request);
      });
      const text = document.createElement("span");
      text.textContent = scope.label;
      const rule = document.createElement("code");
      rule.textContent = describeRule(scope.rule);
      label.append(radio, text, rule);
      return label;
    });
    el.scopes.replaceChildren(...(legend ? [legend] : []), ...options);
    el.scopes.hidden = false;
    el.always.hidden = false;
    showRemembered(request);
  }

  function showRemembered(request) {
    const scope = (request.scopes || []).find((s) => s.id === request._scope);
    if (!scope) return;
    const pattern = document.createElement("code");
    pattern.textContent = scope.rule.tool + " · " + describeRule(scope.rule);
    el.suggestion.replaceChildren(modalText("web.always_would_remember"), pattern);
    el.suggestion.classList.remove("muted");
  }

  function describeRule(rule) {
    // the server's Rule.describe, in the same words
    let text = rule.pattern;
    if (rule.exact) text = modalText("rule.exact", { pattern: text });
    if (rule.cwd) text = modalText("rule.in_folder", { pattern: text, cwd: rule.cwd });
    return text;
  }

  // A13: what matters about the call (deletes, writes outside the workspace, …), found by the
  // server's code, above the call itself. No finding, no list.
  function showRisks(risks) {
    const items = risks.map((risk) => {
      const item = document.createElement("li");
      item.className = "modal-risk";
      item.dataset.kind = risk.kind;
      item.textContent = risk.text;
      return item;
    });
    el.risks.replaceChildren(...items);
    el.risks.hidden = items.length === 0;
  }

  function describeArgs(request) {
    const args = request.args || {};
    if (request.tool === "bash" && typeof args.command === "string") {
      // Optional arguments the model left out arrive as null; show only the ones that were set.
      const extra = Object.keys(args).filter((k) => k !== "command" && args[k] !== null);
      let text = "$ " + args.command;
      if (extra.length) {
        const rest = {};
        for (const k of extra) rest[k] = args[k];
        text += "\n\n" + JSON.stringify(rest, null, 2);
      }
      return text;
    }
    return JSON.stringify(args, null, 2);
  }

  function updateQueueNote() {
    const waiting = state.queue.length - 1;
    el.queueNote.hidden = waiting <= 0;
    el.queueNote.textContent =
      waiting === 1 ? modalText("web.queue_one") : modalText("web.queue_many", { n: waiting });
  }

  function tick() {
    const request = state.queue[0];
    if (!request) return;
    const total = Math.max(1, request.timeout_s);
    const left = Math.max(0, request._expiresLocal - Date.now() / 1000);
    const seconds = Math.ceil(left);
    const m = Math.floor(seconds / 60);
    const s = seconds % 60;
    el.countdown.textContent =
      m > 0 ? m + ":" + String(s).padStart(2, "0") : modalText("web.seconds", { n: seconds });
    el.countdown.dataset.seconds = String(seconds);
    el.countdown.classList.toggle("countdown-low", seconds <= 10);
    el.countdownBar.style.width = Math.min(100, (left / total) * 100).toFixed(1) + "%";
  }

  function setAnswerButtonsEnabled(enabled) {
    for (const button of [el.allow, el.always, el.deny]) button.disabled = !enabled;
  }

  function updateModalOnline() {
    el.offline.hidden = state.open || !state.queue.length;
    setAnswerButtonsEnabled(state.open);
  }

  function answer(kind) {
    const request = state.queue[0];
    if (!request) return;
    const message = { type: "approval_answer", request_id: request.request_id, answer: kind };
    if (kind === "always") {
      if (!(request.scopes || []).length) return;
      message.scope = request._scope || request.scopes[0].id;
    }
    if (!send(message)) {
      updateModalOnline();
      return;
    }
    // Close at once; the server's `approval_resolved` (by us) confirms it. If the frame never
    // arrived, the server shows the request again after the reconnect.
    state.queue.shift();
    showCurrent();
    if (!state.queue.length) el.chatInput.focus();
  }

  function onModalKey(event) {
    if (!el.modal.open || event.key !== "Enter") return;
    if (event.isComposing || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (Date.now() - state.shownAt < ENTER_ARM_MS) return; // Enter still held from typing
    const target = event.target;
    const chosen =
      target instanceof HTMLButtonElement && target.dataset.answer ? target.dataset.answer : "allow";
    answer(chosen);
  }

  // ------------------------------------------------------------------ API key

  function askForKey(errorText) {
    el.keyError.textContent = errorText;
    el.keyError.hidden = !errorText;
    if (!el.keyModal.open) el.keyModal.showModal();
    el.keyInput.focus();
  }

  function submitKey(event) {
    event.preventDefault();
    const key = el.keyInput.value.trim();
    if (!key) {
      askForKey(tr("web.key_missing"));
      return;
    }
    try {
      window.sessionStorage.setItem(KEY_STORAGE, key);
    } catch (_err) {
      /* storage unavailable: the key is still used for this attempt below */
    }
    el.keyInput.value = "";
    el.keyModal.close();
    if (state.ws) {
      state.ws.close();
      state.ws = null;
    }
    state.attempt = 0;
    connect();
  }

  // ------------------------------------------------------------------ misc UI

  function setStatus(kind, text) {
    el.status.className = "status status-" + kind;
    el.status.dataset.state = kind;
    el.statusText.textContent = text;
  }

  function notify(text) {
    // A manual popover sits in the top layer, so the note shows above an open modal too.
    el.notice.textContent = text;
    if (el.notice.matches(":popover-open")) el.notice.hidePopover();
    el.notice.showPopover();
    clearTimeout(state.noticeTimer);
    state.noticeTimer = setTimeout(() => {
      if (el.notice.matches(":popover-open")) el.notice.hidePopover();
    }, 5000);
  }

  function bindUi() {
    el.stopSpeaking.addEventListener("click", () => {
      stopPlaying();
      send({ type: "stop_speaking" });
    });
    el.mic.addEventListener("click", () => (state.recording ? stopTalking() : startTalking()));
    el.wakeWord.addEventListener("click", () => {
      const listening = el.wakeWord.getAttribute("aria-pressed") !== "true";
      if (!send({ type: "wake_word", listening })) notify("Not connected — nothing changed.");
    });
    el.chatForm.addEventListener("submit", (event) => {
      event.preventDefault();
      submitChat();
    });
    el.chatInput.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        submitChat();
      }
    });
    el.chatInput.addEventListener("input", autoGrow);
    el.rulesRefresh.addEventListener("click", () => send({ type: "rules_list" }));
    el.logRefresh.addEventListener("click", refreshLog);
    el.undoLast.addEventListener("click", (event) => {
      event.preventDefault(); // inside the Log summary: undo, do not fold the panel
      // the same /undo as typed in chat: the answer says what was restored, or why not
      if (!send({ type: "user_message", text: "/undo" })) {
        notify(tr("web.undo_not_connected"));
      }
    });
    el.logPanel.addEventListener("toggle", () => {
      if (el.logPanel.open) refreshLog();
    });
    for (const button of [el.allow, el.always, el.deny]) {
      button.addEventListener("click", () => answer(button.dataset.answer));
    }
    el.modal.addEventListener("keydown", onModalKey);
    // Escape must not silently dismiss a pending approval: it stays until answered/resolved.
    el.modal.addEventListener("cancel", (event) => event.preventDefault());
    el.modal.addEventListener("close", () => {
      // Browsers may still close a dialog on repeated Escape; a waiting request reopens it.
      if (state.queue.length) setTimeout(showCurrent, 0);
    });
    el.keyForm.addEventListener("submit", submitKey);
    el.keyModal.addEventListener("cancel", (event) => event.preventDefault());
    el.keyModal.addEventListener("close", () => {
      if (!state.open && !storedKey()) setTimeout(() => askForKey(""), 0);
    });
  }

  start();
})();
