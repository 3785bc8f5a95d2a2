package warkata.adapter;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;

/**
 * Speaks war-kata's line protocol for a Java port of the seed's Battleship
 * program, so that {@code battleship grade} can grade it.
 *
 * <p>Compile it next to the submission and run it:
 *
 * <pre>
 *   javac -d build BattleshipAdapter.java submission/Battleship.java
 *   battleship grade --cmd "java -cp build warkata.adapter.BattleshipAdapter"
 * </pre>
 *
 * <p>It finds {@code findWinner} by reflection: a static method of the class
 * {@code Battleship} (in the default package) taking four
 * {@code List<String>} (or {@code ArrayList<String>}) and returning
 * {@code String}. A class name given as the first argument is looked in
 * instead. {@code java warkata.adapter.BattleshipAdapter --find DIR} prints the
 * name of every class compiled into DIR that has such a method, one a line,
 * without running any of the submission's code (no class is initialised):
 * {@code battleship grade-all} finds the class to grade this way, in any
 * package, whatever its file is called.
 *
 * <p>It reads battles from standard input, one a line: player 1's fleet,
 * player 2's fleet, player 1's shots and player 2's, separated by {@code |};
 * the ships of a fleet separated by commas, each written
 * {@code destroyer A1 across}; the shots separated by spaces, each a panel
 * such as {@code J10}. It passes the four lists to {@code findWinner} as new
 * {@code ArrayList<String>}s and writes the string it returns on a line of
 * its own, flushed at once: {@code 1 17 E4} (player 1 sinks player 2's last
 * ship with its 17th shot, at E4), {@code 0} (nobody wins) or
 * {@code illegal 2} (player 2's fleet breaks the placement rules). The
 * battles are the adapter's: the submission's code gets an empty
 * {@code System.in}, so that a {@code Scanner} on it reads no battle.
 * Whatever the submission prints goes to standard error, so that it cannot
 * garble the answers. When {@code findWinner} throws, the stack trace goes to
 * standard error and the line {@code error: ExceptionClass: message} takes
 * the place of the answer: that case fails, and the next battle is played as
 * usual; so does a {@code null} or empty string returned.
 *
 * <p>It lives in a package of its own, and writes every name of
 * {@code java.lang} in full, so that no class of a submission (a
 * {@code System} or {@code String} of its own, in any package) can stand in
 * for one of the adapter's: {@code battleship grade-all} compiles it apart
 * from the submission and puts it first on the class path.
 */
public class BattleshipAdapter {
    public static void main(java.lang.String[] args) throws java.lang.Exception {
        PrintStream answers =
                new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        java.lang.System.setOut(java.lang.System.err);
        // The battles are the adapter's: the submission's code, loaded below,
        // gets an empty System.in, so that a Scanner on it reads no battle.
        InputStream battles = new FileInputStream(FileDescriptor.in);
        java.lang.System.setIn(new ByteArrayInputStream(new byte[0]));
        if (args.length == 2 && args[0].equals("--find")) {
            for (java.lang.String name : classesWithFindWinner(new File(args[1]))) {
                answers.println(name);
            }
            answers.flush();
            return;
        }
        Method findWinner;
        try {
            findWinner = find(args.length > 0 ? args[0] : null);
        } catch (java.lang.ReflectiveOperationException | java.lang.LinkageError e) {
            // A static initialiser that throws shows as its cause.
            java.lang.System.err.println("BattleshipAdapter: " + e + (e.getCause() == null ? "" : ", caused by " + e.getCause()));
            if (e.getCause() != null) {
                e.getCause().printStackTrace();
            }
            java.lang.System.exit(2);
            return;
        }
        BufferedReader input =
                new BufferedReader(new InputStreamReader(battles, StandardCharsets.UTF_8));
        java.lang.String line;
        while ((line = input.readLine()) != null) {
            answers.println(answer(findWinner, line));
            answers.flush();
        }
    }

    /** The ships of a fleet's field: split at commas, each trimmed, none empty. */
    static ArrayList<java.lang.String> ships(java.lang.String field) {
        ArrayList<java.lang.String> ships = new ArrayList<>();
        for (java.lang.String ship : field.split(",")) {
            java.lang.String trimmed = ship.trim().replaceAll("\\s+", " ");
            if (!trimmed.isEmpty()) {
                ships.add(trimmed);
            }
        }
        return ships;
    }

    /** The shots of a shots' field: split at spaces. */
    static ArrayList<java.lang.String> shots(java.lang.String field) {
        ArrayList<java.lang.String> shots = new ArrayList<>();
        for (java.lang.String shot : field.trim().split("\\s+")) {
            if (!shot.isEmpty()) {
                shots.add(shot);
            }
        }
        return shots;
    }

    /** The line of the protocol that answers one battle. */
    static java.lang.String answer(Method findWinner, java.lang.String line) {
        java.lang.String[] fields = line.split("\\|", -1);
        if (fields.length != 4) {
            return "error: not a battle (four fields separated by |): " + line;
        }
        java.lang.Object[] arguments = {ships(fields[0]), ships(fields[1]), shots(fields[2]), shots(fields[3])};
        java.lang.Object result;
        try {
            result = findWinner.invoke(null, arguments);
        } catch (InvocationTargetException e) {
            e.getCause().printStackTrace();
            return "error: " + java.lang.String.valueOf(e.getCause()).replace('\n', ' ').replace('\r', ' ');
        } catch (java.lang.IllegalAccessException e) {
            e.printStackTrace();
            return "error: " + e;
        }
        if (result == null) {
            return "error: findWinner returned null, not an answer such as \"1 17 E4\"";
        }
        java.lang.String text = java.lang.String.valueOf(result).replace('\n', ' ').replace('\r', ' ').trim();
        if (text.isEmpty()) {
            return "error: findWinner returned an empty string, not an answer such as \"1 17 E4\"";
        }
        return text;
    }

    /** The static findWinner method of the submission's Battleship class. */
    static Method find(java.lang.String className) throws java.lang.ReflectiveOperationException {
        java.lang.String[] names = className != null ? new java.lang.String[] {className} : new java.lang.String[] {"Battleship"};
        for (java.lang.String name : names) {
            java.lang.Class<?> type;
            try {
                type = java.lang.Class.forName(name);
            } catch (java.lang.ClassNotFoundException e) {
                continue;
            }
            Method found = findWinner(type);
            if (found == null) {
                throw new java.lang.NoSuchMethodException(name
                        + " has no static method String findWinner(List<String> fleet1, List<String> fleet2, List<String> shots1, List<String> shots2)");
            }
            return found;
        }
        throw new java.lang.ClassNotFoundException("no class " + java.lang.String.join(" or ", names)
                + " on the class path: compile the submission's Battleship.java, and put its classes on the class path");
    }

    /**
     * The classes compiled under root (a class path folder) that have a
     * static findWinner, loaded without being initialised.
     */
    static java.util.List<java.lang.String> classesWithFindWinner(File root) {
        java.util.List<java.lang.String> found = new ArrayList<>();
        java.util.ArrayDeque<File> folders = new java.util.ArrayDeque<>();
        folders.add(root);
        java.util.List<java.lang.String> names = new ArrayList<>();
        while (!folders.isEmpty()) {
            File[] files = folders.pop().listFiles();
            if (files == null) {
                continue;
            }
            for (File file : files) {
                if (file.isDirectory()) {
                    folders.add(file);
                } else if (file.getName().endsWith(".class")) {
                    java.lang.String path = root.toPath().relativize(file.toPath()).toString();
                    names.add(path.substring(0, path.length() - ".class".length())
                            .replace(File.separatorChar, '.'));
                }
            }
        }
        java.util.Collections.sort(names);
        java.lang.ClassLoader loader = BattleshipAdapter.class.getClassLoader();
        for (java.lang.String name : names) {
            if (name.startsWith("warkata.adapter.")) {
                continue;
            }
            try {
                java.lang.Class<?> type = java.lang.Class.forName(name, false, loader);
                if (findWinner(type) != null) {
                    found.add(name);
                }
            } catch (java.lang.ReflectiveOperationException | java.lang.LinkageError e) {
                // A class that cannot be loaded has no findWinner to grade.
            }
        }
        return found;
    }

    /** The static String findWinner of type taking four lists of String, or null. */
    static Method findWinner(java.lang.Class<?> type) {
        for (Method method : type.getDeclaredMethods()) {
            java.lang.Class<?>[] parameters = method.getParameterTypes();
            boolean takesLists = parameters.length == 4;
            for (java.lang.Class<?> parameter : parameters) {
                takesLists &= parameter.isAssignableFrom(ArrayList.class);
            }
            if (method.getName().equals("findWinner")
                    && Modifier.isStatic(method.getModifiers())
                    && takesLists
                    && method.getReturnType() == java.lang.String.class) {
                method.setAccessible(true);
                return method;
            }
        }
        return null;
    }
}
