#!/bin/sh
# The site on the real engine, checked by hand through nginx (docs/operations.md#the-real-engine),
# on compose or a Swarm stack alike: the home page, the fleet (/api/boats), a booking request
# POSTed and stored (201), and its mails read from maildev's JSON API inside its container (so the
# mail viewer stays unpublished). Exits non-zero at the first thing that does not hold.
#   sh scripts/engine-smoke.sh [http://localhost:8080]        (npm run engine:smoke)
# The address must be PUBLIC_URL's: the gateway refuses a POST from another origin.
set -eu
BASE=${1:-${PUBLIC_URL:-http://localhost:${HTTP_PORT:-8080}}}
fail() { echo "engine-smoke: $*" >&2; exit 1; }

status=$(curl -s -o /tmp/engine-smoke-home.html -w '%{http_code}' "$BASE/")
[ "$status" = 200 ] || fail "GET / answered $status"
grep -q '<title>' /tmp/engine-smoke-home.html || fail "GET / has no <title>"
echo "engine-smoke: GET / 200, $(wc -c </tmp/engine-smoke-home.html) bytes: $(grep -o '<title>[^<]*' /tmp/engine-smoke-home.html | head -n 1)"

boats=$(curl -s -w '\n%{http_code}' "$BASE/api/boats")
[ "$(echo "$boats" | tail -n 1)" = 200 ] || fail "GET /api/boats answered $(echo "$boats" | tail -n 1)"
echo "engine-smoke: GET /api/boats 200, $(echo "$boats" | head -n 1 | grep -o '"id":' | wc -l) boats"

# A request of its own: a phone and dates no other run uses (one phone holds one pending request).
n=$(date +%s)
email="smoke-$n@cliente.example"
start=$(date -d "+$((60 + n % 200)) days" +%F)
body=$(printf '{"boatId":1,"customerName":"Prova Motore","customerEmail":"%s","customerPhone":"+39 333 %07d","startDate":"%s","endDate":"%s","notes":"engine-smoke"}' \
    "$email" "$((n % 10000000))" "$start" "$start")
answer=$(curl -s -w '\n%{http_code}' -H 'Content-Type: application/json' -H "Origin: $BASE" -d "$body" "$BASE/api/email-bookings")
[ "$(echo "$answer" | tail -n 1)" = 201 ] || fail "POST /api/email-bookings answered $(echo "$answer" | tail -n 1): $(echo "$answer" | head -n 1)"
echo "engine-smoke: POST /api/email-bookings 201: $(echo "$answer" | head -n 1)"

maildev=$(docker ps -q --filter label=com.docker.compose.service=maildev | head -n 1)
[ -n "$maildev" ] || maildev=$(docker ps -q --filter label=com.docker.swarm.service.name --filter name=maildev | head -n 1)
[ -n "$maildev" ] || fail "no maildev container"
i=0
while :; do
    mails=$(docker exec "$maildev" wget -q -O - http://127.0.0.1:1080/email)
    count=$(echo "$mails" | grep -o "\"address\":\"$email\"" | wc -l)
    [ "$count" -ge 1 ] && break
    i=$((i + 1))
    [ "$i" -le 30 ] || fail "no mail to $email in maildev after 30 s"
    sleep 1
done
echo "engine-smoke: maildev holds the customer's mail to $email after ${i} s"
